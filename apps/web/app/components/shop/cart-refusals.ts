/**
 * Where a refusal of a cart call is shown (issue 14 "errors beside the control they concern"): the 409 `reason` of
 * the contract's cartRefusalSchema, read from an API failure, and the control it belongs to. Pure, unit-tested.
 */
import { isApiError } from '../../lib/api-client.ts';

/** The controls of the cart screen an error can sit beside. */
export type CartControl = 'function' | 'session' | 'funding' | 'product' | 'discount' | 'payment';

const CONTROL_OF: Record<string, CartControl> = {
  functionNotAvailable: 'function',
  sessionFull: 'session',
  fundingNotAvailable: 'funding',
  notSellable: 'product',
  cartFull: 'product',
  notReady: 'payment',
  cartChanged: 'payment',
  notFree: 'payment',
  isFree: 'payment',
  unknown: 'discount',
  notStarted: 'discount',
  expired: 'discount',
  exhausted: 'discount',
  exhaustedForUser: 'discount',
  notApplicable: 'discount',
};

/** The reason of a refusal (409, or 404 `notSellable`), or null (another status, or no reason). */
export function refusalReason(error: unknown): string | null {
  if (!isApiError(error) || (error.httpStatus !== 409 && error.httpStatus !== 404)) return null;
  const data = (error.error as { data?: { reason?: unknown } } | null)?.data;
  return typeof data?.reason === 'string' ? data.reason : null;
}

/** The control a reason concerns; `fallback` (the control that made the call) for an unknown one. */
export function controlOf(reason: string | null, fallback: CartControl): CartControl {
  return (reason !== null && CONTROL_OF[reason]) || fallback;
}

/**
 * The message of a failure, as a translation key when the screen has its own text for the reason (`shop.refusal.*`),
 * else the API's translated message, else the generic key.
 */
export function refusalMessage(error: unknown, hasKey: (key: string) => boolean): string {
  const reason = refusalReason(error);
  if (reason !== null && hasKey(`shop.refusal.${reason}`)) return `shop.refusal.${reason}`;
  if (isApiError(error) && error.httpStatus > 0 && error.message) return error.message;
  return 'shop.refusal.failed';
}
