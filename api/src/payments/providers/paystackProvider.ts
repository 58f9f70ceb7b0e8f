// Paystack (https://paystack.com/docs/api/transaction/): POST /transaction/initialize starts a payment under
// our own random reference and returns the authorization_url; GET /transaction/verify/:reference reports it;
// POST /refund (https://paystack.com/docs/api/refund/) returns a transaction's money.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider, PaymentVerification } from '../types';
import { ProviderRefusedError, ProviderUnavailableError } from '../types';
import { providerRequest } from './providerHttp';

export interface PaystackConfig {
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
}

const newReference = () => `sf_${randomBytes(16).toString('hex')}`;
const DUPLICATE_REFERENCE = /duplicate transaction reference/i;

/** Paystack's transaction statuses that mean the money will not come (the rest may still complete). */
const FAILED_STATUSES = new Set(['failed', 'reversed']);

export function paystackProvider(config: PaystackConfig): PaymentProvider {
  const headers = { authorization: `Bearer ${config.secretKey}`, 'content-type': 'application/json', accept: 'application/json' };
  const endpoint = (path: string) => `${config.baseUrl.replace(/\/$/, '')}${path}`;

  async function initializeOnce(reference: string, body: Record<string, unknown>) {
    return providerRequest(
      'paystack',
      endpoint('/transaction/initialize'),
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...body, reference }),
      },
      config.timeoutMs,
    );
  }

  return {
    id: 'paystack',
    async initialize(order) {
      const body = {
        email: order.customerEmail,
        amount: order.amountMinor,
        currency: order.currency,
        callback_url: order.returnUrl,
        metadata: { order_id: order.orderId, cancel_action: order.cancelUrl },
      };
      let reference = newReference();
      let answer = await initializeOnce(reference, body);
      // A reference Paystack has seen before (astronomically unlikely with 128 random bits): draw a new one once.
      if (answer.body.status === false && DUPLICATE_REFERENCE.test(String(answer.body.message))) {
        reference = newReference();
        answer = await initializeOnce(reference, body);
      }
      const data = answer.body.data as { authorization_url?: unknown } | undefined;
      if (answer.body.status !== true || typeof data?.authorization_url !== 'string') {
        throw new ProviderUnavailableError('paystack', `initialize refused (${answer.status}): ${String(answer.body.message)}`);
      }
      return { paymentUrl: data.authorization_url, reference };
    },

    async verify(reference): Promise<PaymentVerification> {
      const answer = await providerRequest(
        'paystack',
        endpoint(`/transaction/verify/${encodeURIComponent(reference)}`),
        {
          headers,
        },
        config.timeoutMs,
      );
      const data = answer.body.data as { status?: unknown; amount?: unknown; currency?: unknown } | undefined;
      if (answer.body.status !== true || !data) {
        // 400/404 "Transaction reference not found": nothing was paid under it (yet).
        if (answer.status === 400 || answer.status === 404) return { status: 'pending', amountMinor: 0, currency: '' };
        throw new ProviderUnavailableError('paystack', `verify answered ${answer.status}: ${String(answer.body.message)}`);
      }
      const status = data.status === 'success' ? 'success' : FAILED_STATUSES.has(String(data.status)) ? 'failed' : 'pending';
      return { status, amountMinor: Number(data.amount), currency: String(data.currency) };
    },

    async refund(request) {
      const answer = await providerRequest(
        'paystack',
        endpoint('/refund'),
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ transaction: request.reference, amount: request.amountMinor, currency: request.currency, merchant_note: request.reason }),
        },
        config.timeoutMs,
      );
      const data = answer.body.data as { id?: unknown } | undefined;
      // "Transaction has been fully reversed", "Transaction reference not found", …: Paystack's own words.
      if (answer.body.status !== true || !data) throw new ProviderRefusedError('paystack', String(answer.body.message ?? `answered ${answer.status}`));
      return { providerReference: String(data.id ?? '') };
    },
  };
}
