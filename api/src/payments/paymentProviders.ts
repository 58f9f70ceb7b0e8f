// Chooses the adapter for each payment method: the real provider when its credentials are configured, else
// the built-in sandbox. Payments already started keep the provider recorded with them.
import type { PaymentProviderId } from '../db/schema';
import type { Database } from '../db/types';
import { type PayPalConfig, paypalProvider } from './providers/paypalProvider';
import { type PaystackConfig, paystackProvider } from './providers/paystackProvider';
import { sandboxProvider } from './providers/sandboxProvider';
import type { PaymentProvider } from './types';

export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;

export interface PaymentProvidersOptions {
  paystack?: Omit<PaystackConfig, 'timeoutMs'>;
  paypal?: Omit<PayPalConfig, 'timeoutMs'>;
  /** How long one call to a provider may take before it counts as unreachable. */
  timeoutMs?: number;
}

export interface PaymentProviders {
  forMethod(method: 'paystack' | 'paypal'): PaymentProvider;
  byId(id: PaymentProviderId): PaymentProvider;
  /** The Paystack secret, for webhook signatures; null when Paystack runs as the sandbox. */
  paystackSecret: string | null;
}

export function createPaymentProviders(db: Database, options: PaymentProvidersOptions = {}): PaymentProviders {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const sandbox = sandboxProvider(db);
  const paystack = options.paystack ? paystackProvider({ ...options.paystack, timeoutMs }) : null;
  const paypal = options.paypal ? paypalProvider({ ...options.paypal, timeoutMs }) : null;
  const byId: Record<PaymentProviderId, PaymentProvider | null> = { sandbox, paystack, paypal };
  return {
    forMethod: (method) => (method === 'paystack' ? paystack : paypal) ?? sandbox,
    byId(id) {
      const provider = byId[id];
      // A payment started with credentials that have since been removed cannot be checked by anyone else.
      if (!provider) throw new Error(`The ${id} provider is not configured`);
      return provider;
    },
    paystackSecret: options.paystack?.secretKey ?? null,
  };
}
