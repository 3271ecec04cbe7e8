import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Lang } from '@app/domain/platform/locales';
import { PAYMENT_HOLD_MINUTES, SANDBOX_CARDS } from '@app/domain/shop/checkout';
import { translate } from '../../i18n/messages.ts';
import { signAnswer, type CreatePaymentInput, type CreatedPayment, type PaymentProvider } from './payment-provider.ts';

/**
 * The embedded sandbox provider (default, and in tests): the same contract as the real one, with its own hosted
 * test-card page at /back/sandbox-pay/{formToken}. The form token is stateless (the payment signed with the sandbox
 * key), so a payment survives a restart of the server, and a card submitted twice gives the same transaction id (the
 * provider's retry), which the notification handler answers as a replay.
 */
export const SANDBOX_PAGE_PREFIX = '/back/sandbox-pay/';

const tokenPayload = z.object({ r: z.string(), a: z.number().int().nonnegative(), c: z.string(), l: z.enum(['fr', 'es']), e: z.number() });
export type SandboxPayment = z.infer<typeof tokenPayload>;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function sandboxProvider(secret: string = randomBytes(32).toString('base64url')): PaymentProvider & { secret: string } {
  return {
    name: 'sandbox',
    secret,
    notificationKey: secret,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const payload: SandboxPayment = { r: input.orderReference, a: input.amountCents, c: input.currency, l: input.lang, e: Date.now() + PAYMENT_HOLD_MINUTES * 60_000 };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      const formToken = `${body}.${mac(secret, body)}`;
      return { formToken, paymentUrl: `${SANDBOX_PAGE_PREFIX}${formToken}` };
    },
  };
}

/** The payment a form token carries, when the sandbox signed it (expired ones too: the page says so). */
export function readSandboxToken(secret: string, formToken: string): SandboxPayment | null {
  const [body, signature, extra] = formToken.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = tokenPayload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type CardOutcome = 'accepted' | 'refused';
export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

/** Checks a submitted test card: its outcome, or the fields in error. */
export function checkCard(form: CardForm, now: Date): { outcome: CardOutcome } | { errors: ('cardNumber' | 'expiry' | 'cvc')[] } {
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  const errors: ('cardNumber' | 'expiry' | 'cvc')[] = [];
  if (number !== SANDBOX_CARDS.accepted && number !== SANDBOX_CARDS.refused) errors.push('cardNumber');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.push('expiry');
  if (!/^\d{3}$/.test((form.cvc ?? '').trim())) errors.push('cvc');
  if (errors.length > 0) return { errors };
  return { outcome: number === SANDBOX_CARDS.accepted ? 'accepted' : 'refused' };
}

/** The provider's signed notification for a card submitted on its page: the same card on the same payment, the same transaction. */
export function sandboxNotification(secret: string, formToken: string, payment: SandboxPayment, outcome: CardOutcome): Record<string, string> {
  const hex = createHmac('sha256', secret).update(`transaction:${formToken}:${outcome}`).digest('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  const answer = JSON.stringify({
    shopId: 'sandbox',
    orderCycle: 'CLOSED',
    orderStatus: outcome === 'accepted' ? 'PAID' : 'UNPAID',
    serverDate: new Date().toISOString(),
    orderDetails: { orderTotalAmount: payment.a, orderCurrency: payment.c, mode: 'TEST', orderId: payment.r },
    transactions: [{ uuid, amount: payment.a, currency: payment.c, status: outcome === 'accepted' ? 'PAID' : 'UNPAID', detailedStatus: outcome === 'accepted' ? 'AUTHORISED' : 'REFUSED' }],
  });
  return { 'kr-answer': answer, 'kr-hash': signAnswer(answer, secret), 'kr-hash-algorithm': 'sha256_hmac', 'kr-hash-key': 'password', 'kr-answer-type': 'V4/Payment' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The hosted test-card page: labelled fields (autocomplete for card entry), errors tied to their field, readable at
 * 375 px, usable by keyboard; the test cards are printed on it. Its texts are the API's messages (FR/ES).
 */
export function sandboxPage(lang: Lang, opts: { payment: SandboxPayment | null; action: string; errors?: string[]; form?: CardForm; notice?: 'refused' | 'expired' | 'invalid' | 'failed' }): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => escapeHtml(translate(lang, key, params));
  const amount = opts.payment ? new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'fr-FR', { style: 'currency', currency: opts.payment.c }).format(opts.payment.a / 100) : '';
  const errors = new Set(opts.errors ?? []);
  const field = (name: 'cardNumber' | 'expiry' | 'cvc', autocomplete: string, inputmode: string, placeholder: string) => {
    const invalid = errors.has(name);
    return `<div class="field"><label for="${name}">${t(`sandbox.${name}`)}</label>
<input id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="${inputmode}" placeholder="${placeholder}" required value="${escapeHtml(opts.form?.[name] ?? '')}"${invalid ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${invalid ? `<p class="error" id="${name}-error">${t(`sandbox.${name}Invalid`)}</p>` : ''}</div>`;
  };
  const notice = opts.notice ? `<p class="notice" role="alert">${t(`sandbox.${opts.notice}`)}</p>` : '';
  const form = opts.payment && opts.notice !== 'expired' && opts.notice !== 'invalid'
    ? `<p class="amount">${t('sandbox.amount', { amount, reference: opts.payment.r })}</p>
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
${field('cardNumber', 'cc-number', 'numeric', '4970 1000 0000 0055')}
${field('expiry', 'cc-exp', 'numeric', 'MM/AA')}
${field('cvc', 'cc-csc', 'numeric', '123')}
<button type="submit">${t('sandbox.pay', { amount })}</button>
</form>
<section aria-labelledby="cards"><h2 id="cards">${t('sandbox.testCards')}</h2><ul>
<li>${t('sandbox.cardAccepted', { card: SANDBOX_CARDS.accepted.replace(/(\d{4})(?=\d)/g, '$1 ') })}</li>
<li>${t('sandbox.cardRefused', { card: SANDBOX_CARDS.refused.replace(/(\d{4})(?=\d)/g, '$1 ') })}</li>
</ul><p>${t('sandbox.cardOther')}</p></section>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('sandbox.title')}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1f2937;background:#f3f4f6;line-height:1.5}
main{max-width:28rem;margin:0 auto;background:#fff;padding:1.25rem;border-radius:.5rem}
h1{font-size:1.35rem;margin-top:0}h2{font-size:1rem}
.field{margin-bottom:1rem}label{display:block;font-weight:600;margin-bottom:.25rem}
input{box-sizing:border-box;width:100%;font-size:1rem;padding:.6rem;border:1px solid #6b7280;border-radius:.25rem}
input:focus,button:focus,a:focus{outline:3px solid #1d4ed8;outline-offset:2px}
button{width:100%;font-size:1rem;padding:.75rem;border:0;border-radius:.25rem;background:#1d4ed8;color:#fff;font-weight:600;cursor:pointer}
.error,.notice{color:#b91c1c;font-weight:600}.banner{background:#fef3c7;padding:.5rem;border-radius:.25rem}
</style></head>
<body><main><h1>${t('sandbox.title')}</h1><p class="banner">${t('sandbox.banner')}</p>${notice}${form}
<p><a href="${lang === 'es' ? '/tienda' : '/boutique'}">${t('sandbox.back')}</a></p></main></body></html>`;
}
