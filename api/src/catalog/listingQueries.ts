// The store's list as SQL over product_listing (migration 0013): the groups its facets are counted from, and the ids
// of one page in the chosen order. Every condition is on the narrow listing rows and their indexes, so a page of a
// 100,000-product catalogue never reads the products' wide rows (the page's products are read by id afterwards).
import { type SQL, sql } from 'drizzle-orm';
import type { SortOption } from '@storefront/shared/schemas';
import { rowsOf } from '../db/rowsOf';
import type { Queryable } from '../db/types';
import type { Currency } from '../money';
import type { FacetChoices, FacetGroup } from './facetCounts';

/** A store query, read and checked (catalogQuery.ts). */
export interface ListingFilter {
  /** The categories the query's category selects; null: every category. */
  categoryNames: readonly string[] | null;
  availability: 'All' | 'In Stock' | 'Out of Stock';
  onSale: boolean;
  currency: Currency;
  /** Inclusive, in `currency`'s minor units. */
  priceMinor: { min: number; max: number };
  choices: FacetChoices;
  sort: SortOption;
}

const priceColumn = (currency: Currency) => sql.raw(currency === 'NGN' ? 'price_ngn_minor' : 'price_usd_minor');

/** The conditions every list query shares: visibility, category, availability and sale. */
function baseConditions(filter: ListingFilter): SQL {
  const conditions: SQL[] = [sql`visible`];
  if (filter.categoryNames) {
    conditions.push(
      filter.categoryNames.length === 0
        ? sql`false`
        : sql`category_name IN (${sql.join(
            filter.categoryNames.map((name) => sql`${name}`),
            sql`, `,
          )})`,
    );
  }
  if (filter.availability !== 'All') conditions.push(filter.availability === 'In Stock' ? sql`in_stock` : sql`NOT in_stock`);
  if (filter.onSale) conditions.push(sql`on_sale`);
  return sql.join(conditions, sql` AND `);
}

function priceCondition(filter: ListingFilter): SQL {
  return sql`${priceColumn(filter.currency)} BETWEEN ${filter.priceMinor.min} AND ${filter.priceMinor.max}`;
}

function choiceConditions(choices: FacetChoices): SQL {
  const parts = [sql`true`];
  if (choices.brands) parts.push(sql`(brand_mask & ${choices.brands}) <> 0`);
  if (choices.colors) parts.push(sql`(color_mask & ${choices.colors}) <> 0`);
  if (choices.sizes) parts.push(sql`(size_mask & ${choices.sizes}) <> 0`);
  return sql.join(parts, sql` AND `);
}

/**
 * The products the filters that are not facets select, grouped by their facet masks (facetCounts.ts sums them): one
 * pass over the narrow rows, a few thousand groups whatever the catalogue's size. Counting only, and the price range in
 * the WHERE: half the time of also spanning each group's prices (29 against 63 ms for 100,000 products here).
 */
export async function facetGroups(db: Queryable, filter: ListingFilter): Promise<FacetGroup[]> {
  const rows = await rowsOf<{ brands: number; colors: number; sizes: number; matching: number | string }>(
    db.execute(sql`
      SELECT brand_mask AS brands, color_mask AS colors, size_mask AS sizes, count(*)::integer AS matching
      FROM product_listing WHERE ${baseConditions(filter)} AND ${priceCondition(filter)}
      GROUP BY brand_mask, color_mask, size_mask`),
  );
  return rows.map((row) => ({ masks: { brands: Number(row.brands), colors: Number(row.colors), sizes: Number(row.sizes) }, matching: Number(row.matching) }));
}

/**
 * The lowest and highest price of the products matching every filter but the price (the price facet), in minor units:
 * each the first row of the price index that meets the filters.
 */
export async function priceSpan(db: Queryable, filter: ListingFilter): Promise<{ min: number; max: number } | null> {
  const price = priceColumn(filter.currency);
  const where = sql`${baseConditions(filter)} AND ${choiceConditions(filter.choices)}`;
  const [row] = await rowsOf<{ low: number | string | null; high: number | string | null }>(
    db.execute(sql`
      SELECT (SELECT ${price} FROM product_listing WHERE ${where} ORDER BY ${price} LIMIT 1) AS low,
        (SELECT ${price} FROM product_listing WHERE ${where} ORDER BY ${price} DESC LIMIT 1) AS high`),
  );
  return row.low === null || row.high === null ? null : { min: Number(row.low), max: Number(row.high) };
}

/**
 * SPEC §9's sorts: the default keeps the catalogue's order (by id); titles compare case-insensitively; prices in the
 * chosen currency. Ties fall back to the id, in the same direction, so each order is one of the listing's indexes.
 */
function orderBy(sort: SortOption, currency: Currency): SQL {
  const price = priceColumn(currency);
  switch (sort) {
    case 'Title Ascending':
      return sql`sort_title, product_id`;
    case 'Title Descending':
      return sql`sort_title DESC, product_id DESC`;
    case 'Price Ascending':
      return sql`${price}, product_id`;
    case 'Price Descending':
      return sql`${price} DESC, product_id DESC`;
    default:
      return sql`product_id`;
  }
}

/** The ids of one page of the products matching every filter, in the query's order. */
export async function pageIds(db: Queryable, filter: ListingFilter, limit: number, offset: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      SELECT product_id AS id FROM product_listing
      WHERE ${baseConditions(filter)} AND ${priceCondition(filter)} AND ${choiceConditions(filter.choices)}
      ORDER BY ${orderBy(filter.sort, filter.currency)} LIMIT ${limit} OFFSET ${offset}`),
  );
  return rows.map((row) => Number(row.id));
}

/** Other shown products of the product's category: the ones after it in the catalogue first, then from its start. */
export async function relatedIds(db: Queryable, productId: number, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      SELECT related.product_id AS id FROM product_listing own
      JOIN product_listing related ON related.category_name = own.category_name AND related.visible AND related.product_id <> own.product_id
      WHERE own.product_id = ${productId}
      ORDER BY related.product_id < own.product_id, related.product_id LIMIT ${limit}`),
  );
  return rows.map((row) => Number(row.id));
}

/** Visible products in the catalogue's order, for `GET /products` without ids, and how many there are. */
export async function listedIds(db: Queryable, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const [ids, [{ total }]] = await Promise.all([
    rowsOf<{ id: number }>(db.execute(sql`SELECT product_id AS id FROM product_listing WHERE visible ORDER BY product_id LIMIT ${limit} OFFSET ${offset}`)),
    rowsOf<{ total: number | string }>(db.execute(sql`SELECT count(*) AS total FROM product_listing WHERE visible`)),
  ]);
  return { ids: ids.map((row) => Number(row.id)), total: Number(total) };
}
