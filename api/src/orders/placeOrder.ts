// Places an order: prices it from the database, refuses it when the browser's prices differ, and stores the
// order, its lines and the idempotency key's answer in one transaction.
//
// Idempotency (idempotency.ts): the key is claimed first. A concurrent request with the same key waits on that
// row until this transaction ends, then finds the stored answer (or waits for it). Refusals (price mismatch,
// validation) roll the claim back, so the shopper can retry the same key with corrected prices.
//
// Orders paid through a provider take a second step after the commit: the provider is asked for a payment
// page (never while a transaction holds locks), then the answer is stored under the key. If the provider
// cannot be reached the order is deleted again (with its key), so the shopper can simply retry.
import { eq } from 'drizzle-orm';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, isPhoneNumber } from '@storefront/shared/order';
import { orderItems, orders } from './orderTables';
import type { Database, Transaction } from '../db/types';
import { ApiError } from '../http/ApiError';
import { toDecimalString } from '../money';
import type { OrderLifecycle } from './orderLifecycle';
import { unavailableReason } from '@storefront/shared/checkout';
import { checkShippingAddress } from './addressRules';
import { newOrderId } from './orderId';
import type { PlaceOrderBody } from '@storefront/shared/schemas';
import { loadPricingFacts } from '../catalog/pricingFacts';
import { type PricedOrder, priceOrder, pricesDiffer, serverPricedCart } from './priceOrder';
import { type PlaceOrderResult, awaitAnswer, claimIdempotencyKey, rememberAnswer } from './idempotency';
import { requestFingerprint } from './requestFingerprint';

export type { PlaceOrderResult };

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const PRICE_MISMATCH_MESSAGE = 'Prices have changed. Please review your cart.';
export const PHONE_NUMBER_MESSAGE =
  `body/customer/phone must be a phone number: ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, ` +
  'with an optional leading + and spaces, dashes, dots or parentheses';

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
  lifecycle?: OrderLifecycle,
): Promise<PlaceOrderResult> {
  for (const field of ['firstName', 'lastName', 'phone'] as const) {
    if (body.customer[field].trim() === '') {
      throw new ApiError(400, `body/customer/${field} must not be blank`, { success: false });
    }
  }
  const unavailable = unavailableReason(body.paymentMethod, body.currency);
  if (unavailable) throw new ApiError(400, unavailable, { success: false });
  if (!isPhoneNumber(body.customer.phone)) {
    throw new ApiError(400, PHONE_NUMBER_MESSAGE, { success: false });
  }
  checkShippingAddress(body);

  type FirstStep = { done: PlaceOrderResult } | { inProgress: string } | { orderId: string; priced: PricedOrder };
  const stored = await db.transaction(async (tx): Promise<FirstStep> => {
    if (idempotencyKey !== undefined) {
      const earlier = await claimIdempotencyKey(tx, idempotencyKey, requestFingerprint(body));
      if (earlier === 'in-progress') return { inProgress: idempotencyKey };
      if (earlier) return { done: earlier };
    }

    const priced = priceOrder(
      body,
      await loadPricingFacts(
        tx,
        body.items.map((item) => item.productId),
      ),
    );
    if (pricesDiffer(body, priced)) {
      throw new ApiError(409, PRICE_MISMATCH_MESSAGE, { success: false, code: 'PRICE_MISMATCH', ...serverPricedCart(priced) });
    }

    const orderId = newOrderId();
    await insertOrder(tx, orderId, body, priced);
    if (body.paymentMethod === 'no-payment') {
      const done = placed(orderId, null);
      await rememberAnswer(tx, idempotencyKey, orderId, done);
      await lifecycle?.run('placed', tx, orderId);
      return { done };
    }
    // The key now points at the order; its answer is stored once the payment page exists.
    await rememberAnswer(tx, idempotencyKey, orderId, null);
    return { orderId, priced };
  });
  if ('done' in stored) return stored.done;
  // A double click: the first request holds the key and is fetching its payment page; answer what it answers.
  if ('inProgress' in stored) return awaitAnswer(db, stored.inProgress);

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
  await db.transaction(async (tx) => {
    await rememberAnswer(tx, idempotencyKey, orderId, result);
    await lifecycle?.run('placed', tx, orderId);
  });
  return result;
}

function placed(orderId: string, paymentUrl: string | null): PlaceOrderResult {
  return {
    statusCode: 201,
    body: { success: true, order_id: orderId, payment_url: paymentUrl, message: ORDER_PLACED_MESSAGE },
    replayed: false,
  };
}

async function insertOrder(tx: Transaction, orderId: string, body: PlaceOrderBody, priced: PricedOrder): Promise<void> {
  const { customer, address = {} } = body;
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
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unitPrice: toDecimalString(line.unitMinor),
      totalPrice: toDecimalString(line.totalMinor),
    })),
  );
}
