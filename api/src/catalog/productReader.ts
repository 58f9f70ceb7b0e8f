// Products by id, as the storefront reads them (productJson.ts), from a bounded cache of the current catalogue version:
// a page of the store, a cart or a product page reads a handful, never the whole catalogue. The cache is emptied when
// the catalogue's version changes, and keeps at most `maxEntries` products (least recently read go first).
import { asc, inArray } from 'drizzle-orm';
import type { Product } from '@storefront/shared/schemas';
import { productPrices, products, type ProductPriceRow } from './catalogTables';
import type { Database } from '../db/types';
import { toProductJson } from './productJson';

export interface ReadProduct {
  product: Product;
  /** False when an operator hid it: shoppers do not find it, but its pictures and audio still serve past orders. */
  visible: boolean;
}

export const PRODUCT_CACHE_ENTRIES = 5000;

export class ProductReader {
  private readonly cache = new Map<number, ReadProduct>();
  private cachedVersion: number | null = null;

  constructor(
    private readonly db: Database,
    private readonly maxEntries = PRODUCT_CACHE_ENTRIES,
  ) {}

  /** The products of `ids` that exist, keyed by id, as of catalogue `version`. */
  async read(ids: readonly number[], version: number): Promise<Map<number, ReadProduct>> {
    if (version !== this.cachedVersion) {
      this.cache.clear();
      this.cachedVersion = version;
    }
    const found = new Map<number, ReadProduct>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const cached = this.cache.get(id);
      if (!cached) {
        missing.push(id);
        continue;
      }
      // Read again: move it to the end of the map's order, the most recently used.
      this.cache.delete(id);
      this.cache.set(id, cached);
      found.set(id, cached);
    }
    if (missing.length === 0) return found;

    const [rows, priceRows] = await Promise.all([
      this.db.select().from(products).where(inArray(products.id, missing)),
      this.db.select().from(productPrices).where(inArray(productPrices.productId, missing)).orderBy(asc(productPrices.usdAmount)),
    ]);
    const pricesOf = new Map<number, ProductPriceRow[]>();
    for (const price of priceRows) pricesOf.set(price.productId, [...(pricesOf.get(price.productId) ?? []), price]);
    for (const row of rows) {
      const read = { product: toProductJson(row, pricesOf.get(row.id) ?? []), visible: row.visible };
      found.set(row.id, read);
      // Only a read of the version asked for is kept: the catalogue may have changed while it was read.
      if (this.cachedVersion === version) this.remember(row.id, read);
    }
    return found;
  }

  private remember(id: number, read: ReadProduct): void {
    this.cache.set(id, read);
    while (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
  }
}
