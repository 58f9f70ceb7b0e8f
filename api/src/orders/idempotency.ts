// Idempotency-Key storage for place_order. Keys live in the database, so every API process behind a load
// balancer agrees: the first request claims the key (INSERT … ON CONFLICT DO NOTHING), later ones with the same
// body get its stored answer, and ones with a different body are refused.
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys, orders } from './orderTables';
import type { Database, Queryable, Transaction } from '../db/types';
import { ApiError } from '../http/ApiError';
import type { PlaceOrderResponse } from '@storefront/shared/schemas';

export interface PlaceOrderResult {
  statusCode: 200 | 201;
  body: PlaceOrderResponse;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** How long a duplicate waits for the first request's answer (which may be waiting on a payment provider). */
const ANSWER_WAIT_MS = 20_000;
const ANSWER_POLL_MS = 50;
/** A claim this old without an answer belongs to a request that will never finish (well past every timeout). */
export const ABANDONED_AFTER_S = 300;

/** Claims the key for this request, or returns the answer already stored under it ('in-progress': not yet). */
export async function claimIdempotencyKey(tx: Transaction, key: string, fingerprint: string): Promise<PlaceOrderResult | 'in-progress' | null> {
  const claimed = await tx.insert(idempotencyKeys).values({ key, requestHash: fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;

  const [earlier] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      orderId: idempotencyKeys.orderId,
      abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_S})`,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  if (earlier.requestHash !== fingerprint) {
    throw new ApiError(409, 'This Idempotency-Key was already used for a different order. Use a new key for a new order.', {
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  }
  if (earlier.responseStatus !== null && earlier.responseBody !== null) return replay(earlier.responseStatus, earlier.responseBody);
  if (!earlier.abandoned) return 'in-progress';

  // Claimed long ago and never answered: the process died between storing the order and getting its payment
  // page, so the shopper never saw that order. Drop it with its key and let this request place it afresh.
  if (earlier.orderId) await tx.delete(orders).where(and(eq(orders.id, earlier.orderId), eq(orders.status, 'pending')));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  await tx.insert(idempotencyKeys).values({ key, requestHash: fingerprint });
  return null;
}

/** Waits (outside any transaction) for the request holding the key to store its answer. */
export async function awaitAnswer(db: Database, key: string): Promise<PlaceOrderResult> {
  const deadline = Date.now() + ANSWER_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_POLL_MS));
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    // Gone: the first request failed and released the key, so this one may simply be sent again.
    if (!row) throw new ApiError(409, 'The first attempt with this Idempotency-Key failed. Please try again.', { success: false });
    if (row.responseStatus !== null && row.responseBody !== null) return replay(row.responseStatus, row.responseBody);
  }
  throw new ApiError(409, 'An order with this Idempotency-Key is still being placed. Retry shortly.', { success: false });
}

/** Links the key to the order and stores the answer a replay gets (null: not answered yet). */
export async function rememberAnswer(db: Queryable, key: string | undefined, orderId: string, result: PlaceOrderResult | null) {
  if (key === undefined) return;
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: result?.statusCode ?? null, responseBody: result?.body ?? null, orderId })
    .where(eq(idempotencyKeys.key, key));
}

function replay(statusCode: number, body: unknown): PlaceOrderResult {
  return { statusCode: statusCode as PlaceOrderResult['statusCode'], body: body as PlaceOrderResponse, replayed: true };
}
