// The sandbox provider's pages: GET /sandbox/checkout/:reference shows the test payment, and its Pay and Decline
// buttons POST back here, record the outcome in the sandbox ledger, settle the payment through the same code
// as a real provider (as Paystack's webhook would) and send the shopper back with 303 to
// /payment-confirmation?trxref=…&reference=…&order_id=… — the parameters Paystack sends.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/ApiError';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { findPayment } from './paymentRepository';
import { SANDBOX_CHECKOUT_PATH } from './providers/sandboxProvider';
import { type SandboxChoice, findSandboxPayment, recordSandboxOutcome } from './sandboxLedger';
import { SANDBOX_STYLE_HASH, sandboxPageHtml } from './sandboxPage';

/** Paystack's return: the callback URL (…/payment-confirmation?order_id=…) with trxref and reference first. */
function returnHref(returnUrl: string, reference: string): string {
  const url = new URL(returnUrl);
  const orderId = url.searchParams.get('order_id') ?? '';
  url.search = new URLSearchParams({ trxref: reference, reference, order_id: orderId }).toString();
  return url.toString();
}

const sandboxRoutes: FastifyPluginAsync<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  // The buttons are plain HTML forms: their (empty) urlencoded bodies carry nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const notFound = () => new ApiError(404, 'Sandbox payment not found');

  app.get<{ Params: { reference: string } }>('/sandbox/checkout/:reference', async (request, reply) => {
    const row = await findSandboxPayment(app.db, request.params.reference);
    if (!row) throw notFound();
    const returnOrigin = new URL(row.returnUrl).origin;
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src ${SANDBOX_STYLE_HASH}; form-action 'self' ${returnOrigin}; ` + "frame-ancestors 'none'; base-uri 'none'; img-src data:",
      )
      .type('text/html; charset=utf-8')
      .send(sandboxPageHtml(row, `${SANDBOX_CHECKOUT_PATH}/${row.reference}`, returnHref(row.returnUrl, row.reference)));
  });

  type ChoiceRequest = FastifyRequest<{ Params: { reference: string } }>;
  const choose = (outcome: SandboxChoice) => async (request: ChoiceRequest, reply: FastifyReply) => {
    const row = await findSandboxPayment(app.db, request.params.reference);
    if (!row) throw notFound();
    await recordSandboxOutcome(app.db, row.reference, outcome);
    const payment = await findPayment(app.db, 'sandbox', row.reference);
    if (payment) await app.payments.settle(payment);
    return reply.header('cache-control', 'no-store').redirect(returnHref(row.returnUrl, row.reference), 303);
  };

  const limited = { config: rateLimitConfig(rateLimit) };
  app.post<{ Params: { reference: string } }>('/sandbox/checkout/:reference/pay', limited, choose('paid'));
  app.post<{ Params: { reference: string } }>('/sandbox/checkout/:reference/decline', limited, choose('declined'));
};

export default sandboxRoutes;
