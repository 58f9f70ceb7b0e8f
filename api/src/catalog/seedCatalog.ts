// Writes the generated seed catalogue on first start. Idempotent: every row is inserted with ON CONFLICT DO
// NOTHING inside one transaction, so a restart (or a second process racing this one) changes nothing.
import { count, sql } from 'drizzle-orm';
import { categories, productPrices, products } from './catalogTables';
import type { Database } from '../db/types';
import { generateCatalog } from './generateCatalog';

const SEED_LOCK_KEY = 7_311_020_002;
/** Rows per INSERT: keeps each statement far below PostgreSQL's 65,535 bind-parameter limit. */
const ROWS_PER_INSERT = 100;

/** Returns true when it seeded, false when the catalogue already had products. */
export async function seedCatalog(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ productCount }] = await tx.select({ productCount: count() }).from(products);
    if (productCount > 0) return false;

    const seed = generateCatalog();
    await tx.insert(categories).values(seed.categories).onConflictDoNothing();
    for (let start = 0; start < seed.products.length; start += ROWS_PER_INSERT) {
      await tx
        .insert(products)
        .values(seed.products.slice(start, start + ROWS_PER_INSERT))
        .onConflictDoNothing();
    }
    await tx.insert(productPrices).values(seed.prices).onConflictDoNothing();
    return true;
  });
}
