// Placing an order for the browser that asks, the one way both the API's place_order and the checkout form posted
// without scripts (decision 0066) do it: a method this store cannot take payments for is refused before anything is
// stored, the order is placed under its Idempotency-Key with prices from the database, its payment page is asked for
// with return addresses on the store's own origin, and the browser gets the order's proof cookie; placed signed in, the order is the account's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlaceOrderBody } from '@storefront/shared/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../http/ApiError';
import { signedInCustomerId } from '../accounts/signedInCustomer';
import { orders } from './orderTables';
import { paymentReturnUrls, storefrontOrigin } from '../payments/returnUrls';
import { grantOrderProof } from './orderProof';
import { placeOrder, type PlaceOrderResult } from './placeOrder';

export async function placeOrderForBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: PlaceOrderBody,
  idempotencyKey: string | undefined,
): Promise<PlaceOrderResult> {
  const method = body.paymentMethod;
  const unavailable = method === 'no-payment' ? null : app.payments.providers.unavailableReason(method);
  if (unavailable) throw new ApiError(422, unavailable);
  const origin = storefrontOrigin(request, app.config.publicBaseUrl, app.config.corsOrigins);
  const result = await placeOrder(
    app.db,
    body,
    idempotencyKey,
    (method, order) => app.payments.start(method, { ...order, ...paymentReturnUrls(origin, order.orderId) }),
    app.orderLifecycle,
  );
  const placedId = 'order_id' in result.body ? result.body.order_id : null;
  if (placedId) {
    await grantOrderProof(app.db, request, reply, placedId, app.config.publicBaseUrl.startsWith('https:'));
    // Placed signed in: the order is the account's, whatever address was typed for it.
    const customerId = await signedInCustomerId(app.db, request.headers.cookie);
    if (customerId)
      await app.db
        .update(orders)
        .set({ customerId })
        .where(and(eq(orders.id, placedId), isNull(orders.customerId)));
  }
  return result;
}
