/**
 * The cheque instructions of an order (payByCheck's answer), kept in the tab for its confirmation page: getOrder does
 * not carry them, and a reload of the confirmation must still show where to send the cheque.
 */
import type { z } from 'zod';
import type { chequeInstructionsSchema } from '@app/contracts/shop/orders';

export type ChequeInstructions = z.infer<typeof chequeInstructionsSchema>;

const KEY = 'shop.cheque.';

export function rememberCheque(orderReference: string, cheque: ChequeInstructions): void {
  try {
    sessionStorage.setItem(KEY + orderReference, JSON.stringify(cheque));
  } catch {
    // No storage (private mode): the confirmation shows the order without the address.
  }
}

export function chequeOf(orderReference: string): ChequeInstructions | null {
  try {
    const raw = sessionStorage.getItem(KEY + orderReference);
    return raw ? (JSON.parse(raw) as ChequeInstructions) : null;
  } catch {
    return null;
  }
}
