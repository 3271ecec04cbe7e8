import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@app/domain/shop/checkout';
import { signatureValid } from './payment-provider.ts';
import { checkCard, readSandboxToken, sandboxNotification, sandboxProvider } from './payment-sandbox.ts';

const input = { orderReference: 'CMD-ABCDEFGH23', amountCents: 12_345, currency: 'EUR', lang: 'fr' as const, customer: { email: 'a@b.test', reference: '1' } };

describe('the sandbox provider', () => {
  it('signs its form tokens: a token whose amount was changed is not read', async () => {
    const provider = sandboxProvider('k'.repeat(43));
    const { formToken, paymentUrl } = await provider.createPayment(input);
    expect(paymentUrl).toBe(`/back/sandbox-pay/${formToken}`);
    expect(readSandboxToken(provider.secret, formToken)).toMatchObject({ r: input.orderReference, a: 12_345, c: 'EUR', l: 'fr' });
    const [body, signature] = formToken.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = `${Buffer.from(JSON.stringify({ ...payload, a: 1 })).toString('base64url')}.${signature}`;
    expect(readSandboxToken(provider.secret, tampered)).toBeNull();
    expect(readSandboxToken('another-key', formToken)).toBeNull();
  });

  it('checks test cards, expiry and CVC', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(checkCard({ cardNumber: '4970 1000 0000 0055', expiry: '11/26', cvc: '123' }, now)).toEqual({ outcome: 'accepted' });
    expect(checkCard({ cardNumber: SANDBOX_CARDS.refused, expiry: '01/27', cvc: '999' }, now)).toEqual({ outcome: 'refused' });
    expect(checkCard({ cardNumber: '4111111111111111', expiry: '10/26', cvc: '12' }, now)).toEqual({ errors: ['cardNumber', 'expiry', 'cvc'] });
  });

  it('notifies the same transaction for the same card on the same payment, signed with its key', async () => {
    const provider = sandboxProvider('s'.repeat(43));
    const { formToken } = await provider.createPayment(input);
    const payment = readSandboxToken(provider.secret, formToken)!;
    const first = sandboxNotification(provider.secret, formToken, payment, 'accepted');
    const again = sandboxNotification(provider.secret, formToken, payment, 'accepted');
    const refused = sandboxNotification(provider.secret, formToken, payment, 'refused');
    const uuid = (fields: Record<string, string>) => (JSON.parse(fields['kr-answer']) as { transactions: { uuid: string }[] }).transactions[0].uuid;
    expect(uuid(again)).toBe(uuid(first));
    expect(uuid(refused)).not.toBe(uuid(first));
    expect(signatureValid(first['kr-answer'], first['kr-hash'], provider.secret)).toBe(true);
    expect(signatureValid(first['kr-answer'].replace('12345', '1'), first['kr-hash'], provider.secret)).toBe(false);
  });
});
