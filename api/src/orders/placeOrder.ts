// Places an order: prices it from the database, refuses it when the browser's prices differ, and stores the
// order, its lines and the idempotency key's answer in one transaction.
//
// Idempotency: the key is claimed first (INSERT … ON CONFLICT DO NOTHING). A concurrent request with the same
// key waits on that row until this transaction ends, then finds the stored answer. Refusals (price mismatch,
// validation) roll the claim back, so the shopper can retry the same key with corrected prices.
//
// Orders paid through a provider take a second step after the commit: the provider is asked for a payment
// page (never while a transaction holds locks), then the answer is stored under the key. If the provider
// cannot be reached the order is deleted again (with its key), so the shopper can simply retry.
import { eq } from 'drizzle-orm';
import { idempotencyKeys, orderItems, orders } from '../db/schema';
import type { Database, Queryable, Transaction } from '../db/types';
import { ApiError } from '../http/ApiError';
import { toDecimalString } from '../money';
import { acceptsCurrency } from '../payments/paymentMethods';
import { newOrderId } from './orderId';
import type { PlaceOrderBody, PlaceOrderResponse } from './orderSchemas';
import { type PricedOrder, loadPricingFacts, priceOrder, pricesDiffer, serverPricedCart } from './priceOrder';
import { requestFingerprint } from './requestFingerprint';

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const PRICE_MISMATCH_MESSAGE = 'Prices have changed. Please review your cart.';

export interface PlaceOrderResult {
  statusCode: 200 | 201;
  body: PlaceOrderResponse;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** Starts the payment of a just-stored order and returns the provider's page; throws when it cannot. */
export type PaymentStarter = (method: 'paystack' | 'paypal', order: NewOrderFacts) => Promise<string>;

export interface NewOrderFacts {
  orderId: string;
  amountMinor: number;
  currency: PricedOrder['currency'];
  customerEmail: string;
}

export async function placeOrder(
  db: Database,
  body: PlaceOrderBody,
  idempotencyKey: string | undefined,
  startPayment: PaymentStarter,
): Promise<PlaceOrderResult> {
  for (const field of ['firstName', 'lastName', 'phone'] as const) {
    if (body.customer[field].trim() === '') {
      throw new ApiError(400, `body/customer/${field} must not be blank`, { success: false });
    }
  }
  if (!acceptsCurrency(body.paymentMethod, body.currency)) {
    throw new ApiError(400, 'PayPal does not support NGN. Choose Paystack or pay in USD.', { success: false });
  }

  const stored = await db.transaction(async (tx): Promise<{ done: PlaceOrderResult } | { orderId: string; priced: PricedOrder }> => {
    if (idempotencyKey !== undefined) {
      const earlier = await claimIdempotencyKey(tx, idempotencyKey, requestFingerprint(body));
      if (earlier) return { done: earlier };
    }

    const priced = priceOrder(body, await loadPricingFacts(tx, body.items.map((item) => item.productId)));
    if (pricesDiffer(body, priced)) {
      throw new ApiError(409, PRICE_MISMATCH_MESSAGE, { success: false, code: 'PRICE_MISMATCH', ...serverPricedCart(priced) });
    }

    const orderId = newOrderId();
    await insertOrder(tx, orderId, body, priced);
    if (body.paymentMethod === 'no-payment') {
      const done = placed(orderId, null);
      await rememberAnswer(tx, idempotencyKey, orderId, done);
      return { done };
    }
    // The key now points at the order; its answer is stored once the payment page exists.
    await rememberAnswer(tx, idempotencyKey, orderId, null);
    return { orderId, priced };
  });
  if ('done' in stored) return stored.done;

  const { orderId, priced } = stored;
  let paymentUrl: string;
  try {
    paymentUrl = await startPayment(body.paymentMethod as 'paystack' | 'paypal', {
      orderId,
      amountMinor: priced.totalMinor,
      currency: priced.currency,
      customerEmail: body.customer.email.trim(),
    });
  } catch (error) {
    // Deleting the order cascades to its lines and its idempotency key.
    await db.delete(orders).where(eq(orders.id, orderId));
    throw error;
  }
  const result = placed(orderId, paymentUrl);
  await rememberAnswer(db, idempotencyKey, orderId, result);
  return result;
}

function placed(orderId: string, paymentUrl: string | null): PlaceOrderResult {
  return {
    statusCode: 201,
    body: { success: true, order_id: orderId, payment_url: paymentUrl, message: ORDER_PLACED_MESSAGE },
    replayed: false,
  };
}

/** Links the key to the order and stores the answer a replay gets (null: not answered yet). */
async function rememberAnswer(db: Queryable, key: string | undefined, orderId: string, result: PlaceOrderResult | null) {
  if (key === undefined) return;
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: result?.statusCode ?? null, responseBody: result?.body ?? null, orderId })
    .where(eq(idempotencyKeys.key, key));
}

/** Claims the key for this request, or returns the answer already stored under it. */
async function claimIdempotencyKey(tx: Transaction, key: string, fingerprint: string): Promise<PlaceOrderResult | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key, requestHash: fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;

  const [earlier] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (earlier.requestHash !== fingerprint) {
    throw new ApiError(409, 'This Idempotency-Key was already used for a different order. Use a new key for a new order.', {
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  }
  if (earlier.responseStatus === null || earlier.responseBody === null) {
    throw new ApiError(409, 'An order with this Idempotency-Key is still being placed. Retry shortly.', { success: false });
  }
  return { statusCode: earlier.responseStatus as PlaceOrderResult['statusCode'], body: earlier.responseBody as PlaceOrderResponse, replayed: true };
}

async function insertOrder(tx: Transaction, orderId: string, body: PlaceOrderBody, priced: PricedOrder): Promise<void> {
  const { customer, address } = body;
  await tx.insert(orders).values({
    id: orderId,
    status: 'pending',
    customerFirstName: customer.firstName.trim(),
    customerLastName: customer.lastName.trim(),
    customerEmail: customer.email.trim(),
    customerPhone: customer.phone.trim(),
    addressCountry: address.country ?? '',
    addressState: address.state ?? '',
    addressCity: address.city ?? '',
    addressStreet: address.street ?? '',
    addressPostalCode: address.postalCode ?? '',
    currency: priced.currency,
    paymentMethod: body.paymentMethod,
    notes: body.notes ?? '',
    subtotal: toDecimalString(priced.subtotalMinor),
    tax: toDecimalString(priced.taxMinor),
    discount: toDecimalString(priced.discountMinor),
    total: toDecimalString(priced.totalMinor),
    orderDate: body.orderDate === undefined ? null : new Date(body.orderDate),
  });
  await tx.insert(orderItems).values(
    priced.lines.map((line, index) => ({
      orderId,
      lineNumber: index + 1,
      productId: line.productId,
      title: line.title,
      licenseType: line.licenseType,
      quantity: line.quantity,
      unitPrice: toDecimalString(line.unitMinor),
      totalPrice: toDecimalString(line.totalMinor),
    })),
  );
}
