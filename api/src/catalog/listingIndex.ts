// Keeps product_listing (migration 0013) in step with the products: one narrow row per product with what the store's
// list, filters, sorts and search read. Whatever writes products, prices or categories refreshes the rows it touched
// in the same transaction (seed, catalogue generator, the console's edits); at start, `syncListing` fills rows that are
// missing and recomputes every row when the store's rate changed since they were written.
import { sql } from 'drizzle-orm';
import { FACET_VALUES } from '@storefront/shared/schemas';
import { catalogState } from './catalogTables';
import { rowsOf } from '../db/rowsOf';
import type { Queryable } from '../db/types';
import { PER_USD } from '../money';
import { SEARCH_WORD_SEPARATOR } from './searchTerms';

/** Any constant works; processes sharing one PostgreSQL take turns at `syncListing`. */
const LISTING_LOCK_KEY = 7_311_020_003;

const maskSql = (column: string, values: readonly string[]) => sql`(
  SELECT coalesce(bit_or(1 << (listed.position - 1)::int), 0)
  FROM jsonb_array_elements_text(p.${sql.raw(column)}) AS carried(value)
  JOIN jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) WITH ORDINALITY AS listed(value, position) ON listed.value = carried.value
)`;

/**
 * Writes the listing and search rows of `ids` (every product when 'all') from the products, their prices and the
 * store's rate, and adds their title and category words to the search dictionary. The card's tier is the one named
 * Standard, else the cheapest (productJson.ts `cardTier`).
 */
export async function refreshListing(db: Queryable, ids: readonly number[] | 'all'): Promise<void> {
  if (ids !== 'all' && ids.length === 0) return;
  const which = ids === 'all' ? sql`true` : sql`p.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::integer)`;
  await db.execute(sql`
    INSERT INTO product_listing (product_id, visible, category_name, in_stock, on_sale, price_usd_minor, price_ngn_minor,
      brand_mask, color_mask, size_mask, sort_title)
    SELECT p.id, p.visible, p.category_name, p.in_stock, p.is_on_sale,
      round(coalesce(tier.usd_amount, p.price) * 100)::bigint,
      round(coalesce(tier.ngn_amount, p.price * ${PER_USD.NGN}) * 100)::bigint,
      ${maskSql('filter_brands', FACET_VALUES.brands)}, ${maskSql('filter_colors', FACET_VALUES.colors)}, ${maskSql('filter_sizes', FACET_VALUES.sizes)},
      lower(p.title)
    FROM products p
    LEFT JOIN LATERAL (
      SELECT usd_amount, ngn_amount FROM product_prices price WHERE price.product_id = p.id
      ORDER BY lower(trim(price.license_type)) = 'standard' DESC, price.usd_amount, price.license_type LIMIT 1
    ) tier ON true
    WHERE ${which}
    ON CONFLICT (product_id) DO UPDATE SET visible = EXCLUDED.visible, category_name = EXCLUDED.category_name,
      in_stock = EXCLUDED.in_stock, on_sale = EXCLUDED.on_sale, price_usd_minor = EXCLUDED.price_usd_minor,
      price_ngn_minor = EXCLUDED.price_ngn_minor, brand_mask = EXCLUDED.brand_mask, color_mask = EXCLUDED.color_mask,
      size_mask = EXCLUDED.size_mask, sort_title = EXCLUDED.sort_title`);
  await db.execute(sql`
    INSERT INTO product_search (product_id, visible, title_words, heading, words)
    SELECT id, visible, title_words, title_words || category_words, strip(title_words || category_words || to_tsvector('english', description))
    FROM (
      SELECT p.id, p.visible, p.description, p.category_name, setweight(to_tsvector('english', p.title), 'A') AS title_words,
        setweight(to_tsvector('english', p.category_name), 'B') AS category_words
      FROM products p WHERE ${which}
    ) product
    ORDER BY category_name, id
    ON CONFLICT (product_id) DO UPDATE SET visible = EXCLUDED.visible, title_words = EXCLUDED.title_words, heading = EXCLUDED.heading,
      words = EXCLUDED.words`);
  await db.execute(sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT word FROM products p, regexp_split_to_table(lower(p.title || ' ' || p.category_name), ${SEARCH_WORD_SEPARATOR}) AS word
    WHERE ${which} AND length(word) > 1
    ON CONFLICT (word) DO NOTHING`);
}

/**
 * Rewrites the search rows in category order. A word shared by thousands of products is most often their category's
 * ("fashion", "camping"), and its search reads every row it finds to rank them: kept together, those rows fill a few
 * hundred pages instead of being spread over every page of the table (measured on 100,000 products: 346 pages read
 * instead of 4,293, the broad searches about three times faster). Rows written later (the console's edits) are
 * appended; the next full fill puts them back in order. Locks the search table while it runs (seconds for 100,000).
 */
export async function orderSearchRows(db: Queryable): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE search_rows_in_order ON COMMIT DROP AS
      SELECT s.product_id, s.visible, s.title_words, s.heading, s.words, p.category_name
      FROM product_search s JOIN products p ON p.id = s.product_id`);
    // TRUNCATE rather than DELETE: the rows go to fresh pages, not after the old ones' dead copies.
    await tx.execute(sql`TRUNCATE product_search`);
    await tx.execute(sql`
      INSERT INTO product_search (product_id, visible, title_words, heading, words)
      SELECT product_id, visible, title_words, heading, words FROM search_rows_in_order ORDER BY category_name, product_id`);
  });
}

/**
 * At start: fills the listing rows products lack (a database from before migration 0013, or products written by hand)
 * and rewrites them all when the rate they were computed with is not the store's. Returns how many rows it wrote.
 */
export async function syncListing(db: Queryable): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LISTING_LOCK_KEY})`);
    const [state] = await tx.select().from(catalogState);
    const rate = String(PER_USD.NGN);
    if (state.listingNgnPerUsd === null || Number(state.listingNgnPerUsd) !== PER_USD.NGN) {
      const [{ count }] = await rowsOf<{ count: string | number }>(tx.execute(sql`SELECT count(*) AS count FROM products`));
      await refreshListing(tx, 'all');
      await tx.update(catalogState).set({ listingNgnPerUsd: rate, version: sql`${catalogState.version} + 1` });
      return Number(count);
    }
    const missing = await rowsOf<{ id: number }>(
      tx.execute(sql`SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_listing l WHERE l.product_id = p.id)`),
    );
    const ids = missing.map((row) => Number(row.id));
    if (ids.length > 0) {
      await refreshListing(tx, ids);
      await tx.update(catalogState).set({ version: sql`${catalogState.version} + 1` });
    }
    return ids.length;
  });
}
