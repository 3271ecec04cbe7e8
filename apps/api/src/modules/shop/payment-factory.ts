import type { PaymentOptions, PaymentProvider } from './payment-provider.ts';
import { sandboxProvider } from './payment-sandbox.ts';
import { systemPayProvider } from './payment-systempay.ts';

/** The configured card provider (config.ts `PAYMENT_PROVIDER`); the sandbox by default. */
export function createPaymentProvider(options: PaymentOptions | undefined): PaymentProvider {
  if (options?.provider === 'systempay') return systemPayProvider(options);
  return sandboxProvider(options?.secret);
}
