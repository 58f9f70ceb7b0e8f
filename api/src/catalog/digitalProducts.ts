// What fulfilment asks the catalogue about the products it delivers as files.
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/types';
import { productPrices, products } from './catalogTables';

/** Products sold under license tiers are the digital ones: their ids in order, the first `limit` of them. */
export async function digitalProductIds(db: Queryable, limit: number): Promise<number[]> {
  const rows = await db.selectDistinct({ productId: productPrices.productId }).from(productPrices).orderBy(productPrices.productId).limit(limit);
  return rows.map((row) => row.productId);
}

/** The product's id and title; null when there is no such product. */
export async function productTitle(db: Queryable, productId: number): Promise<{ id: number; title: string } | null> {
  const [product] = await db.select({ id: products.id, title: products.title }).from(products).where(eq(products.id, productId));
  return product ?? null;
}

/** The titles of these products by id; a product that no longer exists is missing from the map. */
export async function productTitles(db: Queryable, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}
