// Reads the catalogue and keeps it in memory: the product list is the hottest read. A write through this process
// calls invalidate(); a write anywhere else (another instance on the same PostgreSQL, an operator's SQL) is picked up
// when the copy is older than `maxAgeMs`: it is read again in the background while the old copy is still served, so
// every instance serves a changed price within twice that time and no request waits for the reload.
import { asc, isNotNull } from 'drizzle-orm';
import { categories, productPrices, products, type ProductPriceRow } from '../db/schema';
import type { Database } from '../db/types';
import { PreparedJson } from '../http/PreparedJson';
import type { Category, Product } from '@storefront/shared/schemas';
import { toProductJson } from './productJson';

export interface CatalogSnapshot {
  /** What shoppers see: the products an operator has not hidden. */
  products: Product[];
  /** Every product, hidden ones too (their pictures and audio still serve past orders); check `hiddenIds` for shoppers. */
  productsById: Map<number, Product>;
  hiddenIds: Set<number>;
  /** `GET /products`, serialised once. */
  productsJson: PreparedJson;
  featured: Product[];
  categories: Category[];
  categoryNamesBySlug: Map<string, string>;
  /** Changes when anything above does: an unchanged re-read keeps the old copy (and its compressed bodies). */
  version: string;
}

/** How old the in-memory catalogue may get before it is read again (a price changed elsewhere shows within 2×). */
export const CATALOG_MAX_AGE_MS = 4000;

export class CatalogService {
  private loading: Promise<CatalogSnapshot> | null = null;
  private loadedAt = 0;
  private refreshing = false;

  constructor(
    private readonly db: Database,
    private readonly maxAgeMs = CATALOG_MAX_AGE_MS,
  ) {}

  snapshot(): Promise<CatalogSnapshot> {
    if (!this.loading) return this.startLoad();
    if (!this.refreshing && Date.now() - this.loadedAt > this.maxAgeMs) this.refreshInBackground();
    return this.loading;
  }

  /** Call after any write to products, prices or categories. */
  invalidate(): void {
    this.loading = null;
  }

  private startLoad(): Promise<CatalogSnapshot> {
    const loading = this.load();
    this.loadedAt = Date.now();
    // A failed read is not cached: the next request tries again.
    loading.catch(() => {
      if (this.loading === loading) this.loading = null;
    });
    this.loading = loading;
    return loading;
  }

  /** Reads the catalogue again; the current copy is served until the new one is ready (or kept if the read fails). */
  private refreshInBackground(): void {
    this.refreshing = true;
    const current = this.loading;
    this.load()
      .then(
        async (fresh) => {
          if (this.loading !== current) return;
          this.loadedAt = Date.now();
          if ((await current)?.version !== fresh.version) this.loading = Promise.resolve(fresh);
        },
        () => {},
      )
      .finally(() => {
        this.refreshing = false;
      });
  }

  private async load(): Promise<CatalogSnapshot> {
    const [productRows, priceRows, categoryRows, featuredRows] = await Promise.all([
      this.db.select().from(products).orderBy(asc(products.id)),
      this.db.select().from(productPrices).orderBy(asc(productPrices.productId), asc(productPrices.usdAmount)),
      this.db.select().from(categories).orderBy(asc(categories.position)),
      this.db.select({ id: products.id }).from(products).where(isNotNull(products.featuredRank)).orderBy(asc(products.featuredRank)),
    ]);

    const pricesByProduct = new Map<number, ProductPriceRow[]>();
    for (const price of priceRows) {
      const list = pricesByProduct.get(price.productId) ?? [];
      list.push(price);
      pricesByProduct.set(price.productId, list);
    }
    const allProducts = productRows.map((row) => toProductJson(row, pricesByProduct.get(row.id) ?? []));
    const productsById = new Map(allProducts.map((product) => [product.id, product]));
    const hiddenIds = new Set(productRows.filter((row) => !row.visible).map((row) => row.id));
    const productList = allProducts.filter((product) => !hiddenIds.has(product.id));

    const productsJson = new PreparedJson(productList);
    const categoryList = categoryRows.map((row) => ({ name: row.name, image_url: row.imageUrl }));
    return {
      products: productList,
      productsById,
      hiddenIds,
      productsJson,
      featured: featuredRows.filter((row) => !hiddenIds.has(row.id)).map((row) => productsById.get(row.id)!),
      categories: categoryList,
      categoryNamesBySlug: new Map(categoryRows.map((row) => [row.slug, row.name])),
      version: JSON.stringify([productsJson.etag, featuredRows.map((row) => row.id), categoryRows, [...hiddenIds]]),
    };
  }
}
