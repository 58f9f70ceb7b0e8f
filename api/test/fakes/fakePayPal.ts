// A fake PayPal REST API on 127.0.0.1 speaking the documented Orders v2 flow
// (https://developer.paypal.com/docs/api/orders/v2/): client-credentials token, create order (with
// PayPal-Request-Id idempotency), get order, capture — and its error answers (401 invalid client,
// 404 RESOURCE_NOT_FOUND, 422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED / INSTRUMENT_DECLINED), the Payments v2
// refund of a capture (https://developer.paypal.com/docs/api/payments/v2/#captures_refund: 201 with the refund's id
// and status, 422 CAPTURE_FULLY_REFUNDED, 404 for an unknown capture), plus 5xx and timeouts on demand.
import { randomBytes } from 'node:crypto';
import { type FakeHttpServer, type FakeRequest, startFakeHttpServer } from './fakeHttpServer';

export interface PayPalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amount: { currency_code: string; value: string };
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  /** What the capture will report; set by approve(). */
  capture?: { status: 'COMPLETED' | 'DECLINED'; amount: { currency_code: string; value: string } };
}

export interface FakePayPal extends FakeHttpServer {
  orders: Map<string, PayPalOrder>;
  /** The buyer approved on PayPal; `decline` makes the capture fail, `amount` reports another captured amount. */
  approve(id: string, options?: { decline?: boolean; amount?: { currency_code: string; value: string } }): void;
  tokensIssued(): number;
  /** Refunds made through POST /v2/payments/captures/{id}/refund, in order. */
  refunds: { id: string; captureId: string; amount: { currency_code: string; value: string } }[];
}

const notApproved = (issue: string) => ({
  status: 422,
  body: { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', details: [{ issue }] },
});

export async function startFakePayPal(clientId: string, clientSecret: string): Promise<FakePayPal> {
  const orders = new Map<string, PayPalOrder>();
  const byRequestId = new Map<string, string>();
  const refunds: FakePayPal['refunds'] = [];
  const refundsByRequestId = new Map<string, FakePayPal['refunds'][number]>();
  const tokens = new Set<string>();
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const authorized = (request: FakeRequest) => tokens.has(String(request.headers.authorization).replace(/^Bearer /, ''));
  const unauthorized = { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } };

  const representation = (order: PayPalOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [
      {
        reference_id: order.customId,
        custom_id: order.customId,
        amount: order.amount,
        ...(order.status === 'COMPLETED' && order.capture
          ? { payments: { captures: [{ id: `CAP-${order.id}`, status: order.capture.status, amount: order.capture.amount }] } }
          : {}),
      },
    ],
    links: [
      { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const server = await startFakeHttpServer([
    [
      'POST',
      /^\/v1\/oauth2\/token$/,
      (request) => {
        if (request.headers.authorization !== basic || request.body !== 'grant_type=client_credentials') {
          return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
        }
        const token = `A21AA${randomBytes(12).toString('hex')}`;
        tokens.add(token);
        return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments', access_token: token, token_type: 'Bearer', expires_in: 32400 } };
      },
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders$/,
      (request) => {
        if (!authorized(request)) return unauthorized;
        const requestId = String(request.headers['paypal-request-id'] ?? '');
        const earlier = requestId ? byRequestId.get(requestId) : undefined;
        if (earlier) return { status: 200, body: representation(orders.get(earlier)!) };
        const body = JSON.parse(request.body);
        const unit = body.purchase_units?.[0];
        const context = body.payment_source?.paypal?.experience_context ?? {};
        if (body.intent !== 'CAPTURE' || !unit?.amount?.value || !context.return_url || !context.cancel_url) {
          return { status: 400, body: { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] } };
        }
        if (unit.amount.currency_code === 'NGN') return notApproved('CURRENCY_NOT_SUPPORTED');
        const order: PayPalOrder = {
          id: randomBytes(8).toString('hex').toUpperCase(),
          status: 'PAYER_ACTION_REQUIRED',
          amount: unit.amount,
          customId: unit.custom_id,
          returnUrl: context.return_url,
          cancelUrl: context.cancel_url,
        };
        orders.set(order.id, order);
        if (requestId) byRequestId.set(requestId, order.id);
        return { status: 200, body: representation(order) };
      },
    ],
    [
      'GET',
      /^\/v2\/checkout\/orders\/([^/]+)$/,
      (request, match) => {
        if (!authorized(request)) return unauthorized;
        const order = orders.get(match[1]);
        if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
        return { status: 200, body: representation(order) };
      },
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders\/([^/]+)\/capture$/,
      (request, match) => {
        if (!authorized(request)) return unauthorized;
        const order = orders.get(match[1]);
        if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
        if (order.status === 'COMPLETED') return notApproved('ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED' || !order.capture) return notApproved('ORDER_NOT_APPROVED');
        if (order.capture.status === 'DECLINED') return notApproved('INSTRUMENT_DECLINED');
        order.status = 'COMPLETED';
        return { status: 201, body: representation(order) };
      },
    ],
    [
      'POST',
      /^\/v2\/payments\/captures\/([^/]+)\/refund$/,
      (request, match) => {
        if (!authorized(request)) return unauthorized;
        const requestId = String(request.headers['paypal-request-id'] ?? '');
        const replayed = requestId ? refundsByRequestId.get(requestId) : undefined;
        const answer = (refund: FakePayPal['refunds'][number]) => ({
          status: 201,
          body: {
            id: refund.id,
            status: 'COMPLETED',
            links: [{ href: `https://api-m.sandbox.paypal.com/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' }],
          },
        });
        if (replayed) return answer(replayed);
        const order = [...orders.values()].find((candidate) => `CAP-${candidate.id}` === match[1] && candidate.status === 'COMPLETED');
        if (!order?.capture) {
          return {
            status: 404,
            body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
          };
        }
        if (refunds.some((refund) => refund.captureId === match[1])) {
          return {
            status: 422,
            body: {
              name: 'UNPROCESSABLE_ENTITY',
              message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
              details: [{ issue: 'CAPTURE_FULLY_REFUNDED', description: 'The capture has already been fully refunded' }],
            },
          };
        }
        const body = request.body ? (JSON.parse(request.body) as { amount?: { currency_code: string; value: string } }) : {};
        const refund = { id: randomBytes(8).toString('hex').toUpperCase(), captureId: match[1], amount: body.amount ?? order.capture.amount };
        refunds.push(refund);
        if (requestId) refundsByRequestId.set(requestId, refund);
        return answer(refund);
      },
    ],
  ]);

  return Object.assign(server, {
    orders,
    refunds,
    approve(id: string, options: { decline?: boolean; amount?: { currency_code: string; value: string } } = {}) {
      const order = orders.get(id);
      if (!order) throw new Error(`unknown PayPal order ${id}`);
      order.status = 'APPROVED';
      order.capture = { status: options.decline ? 'DECLINED' : 'COMPLETED', amount: options.amount ?? order.amount };
    },
    tokensIssued: () => tokens.size,
  });
}
