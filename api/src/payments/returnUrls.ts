// Where providers send the shopper back: the storefront's /payment-confirmation, carrying the order id.
// Paystack (and the sandbox) append ?trxref=…&reference=…, PayPal &token=…&PayerID=…; a PayPal cancel comes
// back with status=cancelled (which verify_payment, like any browser-sent status, does not trust).
import type { FastifyRequest } from 'fastify';

export const PAYMENT_RETURN_PATH = '/payment-confirmation';

export function paymentReturnUrls(origin: string, orderId: string) {
  const returnUrl = new URL(PAYMENT_RETURN_PATH, origin);
  returnUrl.searchParams.set('order_id', orderId);
  const cancelUrl = new URL(returnUrl);
  cancelUrl.searchParams.set('status', 'cancelled');
  return { returnUrl: returnUrl.toString(), cancelUrl: cancelUrl.toString() };
}

/**
 * The shop's public origin: the calling storefront's Origin when it is an allowed CORS origin (a webpack dev server
 * on another port), else PUBLIC_BASE_URL (in development its default, the address the store listens on). Never the
 * request's Host or X-Forwarded-Host: a client sets those, and they would end up in payment links and the sitemap.
 */
export function storefrontOrigin(request: FastifyRequest, publicBaseUrl: string, corsOrigins: string[]): string {
  const origin = request.headers.origin;
  if (origin && corsOrigins.includes(origin)) return origin;
  return publicBaseUrl;
}
