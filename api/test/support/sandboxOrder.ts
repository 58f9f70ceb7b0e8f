// Places an order paid (or not) through the built-in sandbox provider the way a shopper does: place_order, the
// sandbox page's Pay button, then the return to verify_payment with the reference the page hands back.
import type { FastifyInstance } from 'fastify';
import { type CartLine, orderPayload } from './orderPayload';

export const BUYER_EMAIL = 'ada@example.com';

export const DIGITAL_AND_PHYSICAL: CartLine[] = [
  { productId: 341, license: 'Premium', quantity: 2 },
  { productId: 1 },
  { productId: 342, license: 'Standard' },
];

/** The `Cookie` header that carries the order proof a response set (place_order, verify_payment, a lookup by link). */
export function proofCookieOf(response: { headers: Record<string, unknown> }): string {
  const setCookie = ([] as unknown[]).concat(response.headers['set-cookie'] ?? []).map(String);
  const proof = setCookie.find((cookie) => cookie.startsWith('order_proof='));
  if (!proof) throw new Error('the response set no order proof');
  return proof.split(';')[0];
}

export async function placeSandboxOrder(app: FastifyInstance, lines: CartLine[] = DIGITAL_AND_PHYSICAL) {
  const payload = await orderPayload(app, lines, { paymentMethod: 'paystack' });
  const placed = await app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  if (placed.statusCode !== 201) throw new Error(`place_order answered ${placed.statusCode}: ${placed.body}`);
  const { order_id: orderId, payment_url: paymentUrl } = placed.json();
  const path = new URL(paymentUrl).pathname;
  return { orderId: orderId as string, path, reference: path.split('/').pop()!, proof: proofCookieOf(placed) };
}

export async function paySandboxOrder(app: FastifyInstance, lines: CartLine[] = DIGITAL_AND_PHYSICAL) {
  const order = await placeSandboxOrder(app, lines);
  const paid = await app.inject({ method: 'POST', url: `${order.path}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  if (paid.statusCode !== 303) throw new Error(`sandbox Pay answered ${paid.statusCode}: ${paid.body}`);
  // The buyer's browser returns with the proof its placement set.
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/web/verify_payment',
    payload: { reference: order.reference, orderId: order.orderId },
    headers: { cookie: order.proof },
  });
  if (verified.json().payment_status !== 'success') throw new Error(`verify_payment answered ${verified.body}`);
  return { ...order, verified: verified.json() };
}
