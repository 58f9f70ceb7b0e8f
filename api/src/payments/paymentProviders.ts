// Chooses the adapter for each payment method: the real provider when its credentials are configured, else
// the built-in sandbox. Payments already started keep the provider recorded with them.
import type { PaymentProviderId } from './paymentTables';
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
  /**
   * Whether a method without credentials runs on the built-in sandbox (development and tests). Off in production:
   * there the sandbox's Pay button would mark a real order paid, so such a method is not offered at all.
   */
  sandbox?: boolean;
}

const MISSING_CONFIGURATION: Record<'paystack' | 'paypal', string> = {
  paystack: 'Paystack payments are not available on this store: PAYSTACK_SECRET_KEY is not configured. Choose another payment method.',
  paypal: 'PayPal payments are not available on this store: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not configured. Choose another payment method.',
};

export interface PaymentProviders {
  /** Why a method cannot be used on this store (a provider without credentials in production), or null. */
  unavailableReason(method: 'paystack' | 'paypal'): string | null;
  forMethod(method: 'paystack' | 'paypal'): PaymentProvider;
  byId(id: PaymentProviderId): PaymentProvider;
  /** The Paystack secret, for webhook signatures; null when Paystack runs as the sandbox. */
  paystackSecret: string | null;
  /** Whether the sandbox and its payment page exist on this store. */
  hasSandbox: boolean;
}

export function createPaymentProviders(db: Database, options: PaymentProvidersOptions = {}): PaymentProviders {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const sandbox = options.sandbox === false ? null : sandboxProvider(db);
  const paystack = options.paystack ? paystackProvider({ ...options.paystack, timeoutMs }) : null;
  const paypal = options.paypal ? paypalProvider({ ...options.paypal, timeoutMs }) : null;
  const byId: Record<PaymentProviderId, PaymentProvider | null> = { sandbox, paystack, paypal };
  return {
    unavailableReason: (method) => (((method === 'paystack' ? paystack : paypal) ?? sandbox) ? null : MISSING_CONFIGURATION[method]),
    forMethod(method) {
      const provider = (method === 'paystack' ? paystack : paypal) ?? sandbox;
      if (!provider) throw new Error(MISSING_CONFIGURATION[method]);
      return provider;
    },
    byId(id) {
      const provider = byId[id];
      // A payment started with credentials that have since been removed cannot be checked by anyone else.
      if (!provider) throw new Error(`The ${id} provider is not configured`);
      return provider;
    },
    paystackSecret: options.paystack?.secretKey ?? null,
    hasSandbox: sandbox !== null,
  };
}
