// Writes the big catalogue (largeCatalog.ts) into a migrated database until it holds `total` products: the seed first
// when the catalogue is empty, then the missing products after it in batches — one transaction per batch, its listing
// rows (product_listing) refreshed in the same transaction — so an interrupted run keeps whole batches and the next
// run adds what is missing. Nothing is ever deleted or changed: every row goes in with ON CONFLICT DO NOTHING.
import { count, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rowsOf';
import { productPrices, products } from './catalogTables';
import type { Database } from '../db/types';
import { largeProduct, MAX_GENERATED_PRODUCTS, SEED_PRODUCT_COUNT } from './largeCatalog';
import { orderSearchRows, refreshListing, syncListing } from './listingIndex';
import { seedCatalog } from './seedCatalog';

/** Products per INSERT: 500 × the 38 columns of `products` is 19,000 bind parameters, far below PostgreSQL's 65,535. */
export const PRODUCTS_PER_BATCH = 500;
export const PROGRESS_EVERY = 10_000;

/** The catalogue cannot become `total` products by adding some (it already holds more). */
export class CatalogSizeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogSizeError';
  }
}

export interface FillProgress {
  added: number;
  toAdd: number;
  elapsedMs: number;
}

export interface FillOutcome {
  /** Products before and after, and how many this run wrote. */
  before: number;
  after: number;
  added: number;
  elapsedMs: number;
}

export interface FillOptions {
  /** Called once the seed is in, with how many products there are and how many this run adds. */
  onStart?: (counts: { before: number; toAdd: number }) => void;
  /** Called after each PROGRESS_EVERY products added. */
  onProgress?: (progress: FillProgress) => void;
  productsPerBatch?: number;
}

/** Why `total` is not a catalogue size the generator makes ("must be …"), or null when it is. */
export function productTotalProblem(total: number): string | null {
  if (!Number.isSafeInteger(total) || total < SEED_PRODUCT_COUNT || total > MAX_GENERATED_PRODUCTS) {
    return `must be a whole number from ${SEED_PRODUCT_COUNT} (the seed) to ${MAX_GENERATED_PRODUCTS.toLocaleString('en-US')}`;
  }
  return null;
}

export async function productCount(db: Database): Promise<number> {
  const [{ value }] = await db.select({ value: count() }).from(products);
  return Number(value);
}

export async function fillCatalog(db: Database, total: number, options: FillOptions = {}): Promise<FillOutcome> {
  const problem = productTotalProblem(total);
  if (problem) throw new RangeError(`The number of products ${problem}, got ${total}`);
  const perBatch = options.productsPerBatch ?? PRODUCTS_PER_BATCH;
  const started = performance.now();

  // Products 1-364 stay the seed's (the journeys rely on them): written now when the catalogue is empty.
  await seedCatalog(db);
  await syncListing(db);
  const before = await productCount(db);
  if (before > total) {
    throw new CatalogSizeError(
      `The catalogue already holds ${before.toLocaleString('en-US')} products, more than the ${total.toLocaleString('en-US')} asked for; ` +
        'this command only adds products and never deletes any.',
    );
  }
  const toAdd = total - before;
  options.onStart?.({ before, toAdd });
  let added = 0;
  for (let first = SEED_PRODUCT_COUNT + 1; first <= total && added < toAdd; first += perBatch) {
    const last = Math.min(total, first + perBatch - 1);
    const written = await db.transaction(async (tx) => {
      const missing = await rowsOf<{ id: number }>(
        tx.execute(
          sql`SELECT g AS id FROM generate_series(${first}::integer, ${last}::integer) AS g WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = g) ORDER BY g`,
        ),
      );
      if (missing.length === 0) return 0;
      const generated = missing.map((row) => largeProduct(Number(row.id)));
      const inserted = await tx
        .insert(products)
        .values(generated.map((item) => item.product))
        .onConflictDoNothing()
        .returning({ id: products.id });
      const prices = generated.flatMap((item) => item.prices);
      if (prices.length > 0) await tx.insert(productPrices).values(prices).onConflictDoNothing();
      await refreshListing(
        tx,
        inserted.map((row) => row.id),
      );
      return inserted.length;
    });
    const previous = added;
    added += written;
    if (options.onProgress && Math.floor(added / PROGRESS_EVERY) > Math.floor(previous / PROGRESS_EVERY)) {
      options.onProgress({ added, toAdd, elapsedMs: performance.now() - started });
    }
  }

  if (added > 0) {
    await orderSearchRows(db);
    // Fresh statistics for the planner, and the listing's visibility map set for index-only scans (PGlite has no
    // autovacuum to do either); the search index's pending entries merged.
    await db.execute(sql`ANALYZE products`);
    await db.execute(sql`ANALYZE product_prices`);
    await db.execute(sql`VACUUM (ANALYZE) product_listing`);
    await db.execute(sql`VACUUM (ANALYZE) product_search`);
  }
  return { before, after: await productCount(db), added, elapsedMs: performance.now() - started };
}
