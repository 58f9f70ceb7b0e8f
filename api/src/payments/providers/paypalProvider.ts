// PayPal Orders v2 (https://developer.paypal.com/docs/api/orders/v2/): a client-credentials token, an order
// created with intent CAPTURE and our return/cancel URLs, the shopper sent to its approve link, and the capture
// made when verify() is asked after the shopper returns. Paid only when a capture is COMPLETED. A refund returns
// the capture through Payments v2 (POST /v2/payments/captures/{capture_id}/refund).
import type { PaymentProvider, PaymentVerification } from '../types';
import { ProviderRefusedError, ProviderUnavailableError } from '../types';
import { toDecimalString, toMinorUnits } from '../../money';
import { providerRequest } from './providerHttp';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  timeoutMs: number;
}

interface PayPalCapture {
  id?: string;
  status?: string;
  amount?: { currency_code?: string; value?: string };
}
interface PayPalOrder {
  id?: string;
  status?: string;
  name?: string;
  message?: string;
  links?: { rel?: string; href?: string }[];
  purchase_units?: { amount?: { currency_code?: string; value?: string }; payments?: { captures?: PayPalCapture[] } }[];
  details?: { issue?: string; description?: string }[];
}

const PENDING: PaymentVerification = { status: 'pending', amountMinor: 0, currency: '' };

/** PayPal's error answer in its own words: the issue (CAPTURE_FULLY_REFUNDED …) and its description. */
function refusal(status: number, body: PayPalOrder): string {
  const detail = body.details?.[0];
  const words = [detail?.issue, detail?.description ?? body.message].filter(Boolean).join(': ');
  return words || `answered ${status}`;
}

export function paypalProvider(config: PayPalConfig): PaymentProvider {
  const endpoint = (path: string) => `${config.baseUrl.replace(/\/$/, '')}${path}`;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await providerRequest(
      'paypal',
      endpoint('/v1/oauth2/token'),
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'grant_type=client_credentials',
      },
      config.timeoutMs,
    );
    const { access_token: value, expires_in: expiresIn } = answer.body as { access_token?: unknown; expires_in?: unknown };
    if (answer.status !== 200 || typeof value !== 'string') {
      throw new ProviderUnavailableError('paypal', `token refused (${answer.status})`);
    }
    // Renew a minute early so a token never expires between our check and PayPal's.
    token = { value, expiresAt: Date.now() + (Number(expiresIn) || 300) * 1000 - 60_000 };
    return value;
  }

  async function call(path: string, method: 'GET' | 'POST', body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    const answer = await providerRequest(
      'paypal',
      endpoint(path),
      {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      config.timeoutMs,
    );
    if (answer.status === 401) token = null;
    return { status: answer.status, order: answer.body as PayPalOrder };
  }

  function fromCompletedOrder(order: PayPalOrder): PaymentVerification {
    const captures = order.purchase_units?.flatMap((unit) => unit.payments?.captures ?? []) ?? [];
    const completed = captures.find((capture) => capture.status === 'COMPLETED');
    if (completed?.amount?.value !== undefined) {
      return {
        status: 'success',
        amountMinor: toMinorUnits(completed.amount.value),
        currency: String(completed.amount.currency_code),
        captureId: completed.id,
      };
    }
    const declined = captures.some((capture) => capture.status === 'DECLINED' || capture.status === 'FAILED');
    return declined ? { ...PENDING, status: 'failed' } : PENDING;
  }

  return {
    id: 'paypal',
    async initialize(request) {
      const { status, order } = await call(
        '/v2/checkout/orders',
        'POST',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.orderId,
              custom_id: request.orderId,
              amount: { currency_code: request.currency, value: toDecimalString(request.amountMinor) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl, user_action: 'PAY_NOW' },
            },
          },
        },
        `create-${request.orderId}`,
      );
      const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
      if ((status !== 200 && status !== 201) || !order.id || !approve) {
        throw new ProviderUnavailableError('paypal', `create order refused (${status}): ${order.details?.[0]?.issue ?? ''}`);
      }
      return { paymentUrl: approve, reference: order.id };
    },

    async verify(reference) {
      const path = `/v2/checkout/orders/${encodeURIComponent(reference)}`;
      const current = await call(path, 'GET');
      if (current.status === 404) return PENDING;
      if (current.status !== 200) throw new ProviderUnavailableError('paypal', `order lookup answered ${current.status}`);
      if (current.order.status === 'COMPLETED') return fromCompletedOrder(current.order);
      if (current.order.status === 'VOIDED') return { ...PENDING, status: 'failed' };
      if (current.order.status !== 'APPROVED') return PENDING;

      const captured = await call(`${path}/capture`, 'POST', {}, `capture-${reference}`);
      if (captured.status === 200 || captured.status === 201) return fromCompletedOrder(captured.order);
      const issue = captured.order.details?.[0]?.issue;
      if (issue === 'ORDER_ALREADY_CAPTURED') return fromCompletedOrder((await call(path, 'GET')).order);
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED') return { ...PENDING, status: 'failed' };
      if (captured.status === 422) return PENDING;
      throw new ProviderUnavailableError('paypal', `capture answered ${captured.status}: ${issue ?? ''}`);
    },

    async refund(request) {
      let captureId = request.captureId;
      if (!captureId) {
        // Captured before capture ids were kept: the order still lists its capture.
        const current = await call(`/v2/checkout/orders/${encodeURIComponent(request.reference)}`, 'GET');
        if (current.status !== 200) throw new ProviderRefusedError('paypal', refusal(current.status, current.order));
        captureId = fromCompletedOrder(current.order).captureId ?? null;
        if (!captureId) throw new ProviderRefusedError('paypal', 'the PayPal order has no completed capture to refund');
      }
      const refunded = await call(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        'POST',
        { amount: { value: toDecimalString(request.amountMinor), currency_code: request.currency } },
        `refund-${captureId}`,
      );
      if ((refunded.status !== 200 && refunded.status !== 201) || !refunded.order.id) {
        throw new ProviderRefusedError('paypal', refusal(refunded.status, refunded.order));
      }
      return { providerReference: refunded.order.id };
    },
  };
}
