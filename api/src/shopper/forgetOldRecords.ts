// What the store keeps about a browser it may never see again, and for how long: a shopping record not saved for
// `recordDays` is deleted (unless a customer account keeps its lists in it) (its cookie then names nothing, and the browser starts a new one), and a checkout form posted
// without scripts — a name, an address, an e-mail — is forgotten `checkoutHours` after it was posted.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../db/rowsOf';
import type { Database } from '../db/types';

export interface ShopperRetention {
  recordDays: number;
  checkoutHours: number;
}

export const DEFAULT_SHOPPER_RETENTION: ShopperRetention = { recordDays: 90, checkoutHours: 24 };

const HOUR_MS = 3_600_000;

export async function forgetOldShopperRecords(db: Database, now: Date, retention: ShopperRetention): Promise<{ records: number; checkouts: number }> {
  const recordsBefore = new Date(now.getTime() - retention.recordDays * 24 * HOUR_MS);
  const checkoutsBefore = now.getTime() - retention.checkoutHours * HOUR_MS;
  // A customer account's record is its saved cart and wishlist: kept for as long as the account is.
  const deleted = await rowsOf<{ id: string }>(
    db.execute(sql`
      DELETE FROM shopper_records
      WHERE updated_at < ${recordsBefore.toISOString()}
        AND NOT EXISTS (SELECT 1 FROM customers WHERE customers.shopper_record_id = shopper_records.id)
      RETURNING id`),
  );
  // A posted checkout without a readable time is one this code did not write: forgotten too.
  const cleared = await rowsOf<{ id: string }>(
    db.execute(sql`
      UPDATE shopper_records SET checkout = NULL
      WHERE checkout IS NOT NULL
        AND (jsonb_typeof(checkout->'postedAt') IS DISTINCT FROM 'number' OR (checkout->>'postedAt')::numeric < ${checkoutsBefore})
      RETURNING id`),
  );
  return { records: deleted.length, checkouts: cleared.length };
}

/** Runs the clean-up when the app is ready and then every hour; each instance may run it, the statements are idempotent. */
export function forgetOldShopperRecordsHourly(app: FastifyInstance, retention: ShopperRetention): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = forgetOldShopperRecords(app.db, new Date(), retention).then(
      (forgotten) => {
        if (forgotten.records > 0 || forgotten.checkouts > 0) app.log.info({ forgotten }, 'old shopping records and posted checkouts forgotten');
      },
      (error: unknown) => app.log.warn({ err: error }, 'old shopping records could not be forgotten'),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running; // before the database closes under it
  });
}
