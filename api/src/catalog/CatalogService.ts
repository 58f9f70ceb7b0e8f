// Reads the catalogue once and keeps it in memory: the product list is the hottest read and changes only when
// the catalogue is written (today: the seed), which calls invalidate(). The cache is per process.
import { asc, isNotNull } from 'drizzle-orm';
import { categories, productPrices, products, type ProductPriceRow } from '../db/schema';
import type { Database } from '../db/types';
import { PreparedJson } from '../http/PreparedJson';
import type { Category, Product } from './catalogSchemas';
import { toProductJson } from './productJson';

export interface CatalogSnapshot {
  products: Product[];
  productsById: Map<number, Product>;
  /** `GET /products`, serialised once. */
  productsJson: PreparedJson;
  featured: Product[];
  categories: Category[];
  categoryNamesBySlug: Map<string, string>;
}

export class CatalogService {
  private loading: Promise<CatalogSnapshot> | null = null;

  constructor(private readonly db: Database) {}

  snapshot(): Promise<CatalogSnapshot> {
    if (!this.loading) {
      const loading = this.load();
      // A failed read is not cached: the next request tries again.
      loading.catch(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  /** Call after any write to products, prices or categories. */
  invalidate(): void {
    this.loading = null;
  }

  private async load(): Promise<CatalogSnapshot> {
    const [productRows, priceRows, categoryRows, featuredRows] = await Promise.all([
      this.db.select().from(products).orderBy(asc(products.id)),
      this.db.select().from(productPrices).orderBy(asc(productPrices.productId), asc(productPrices.usdAmount)),
      this.db.select().from(categories).orderBy(asc(categories.position)),
      this.db
        .select({ id: products.id })
        .from(products)
        .where(isNotNull(products.featuredRank))
        .orderBy(asc(products.featuredRank)),
    ]);

    const pricesByProduct = new Map<number, ProductPriceRow[]>();
    for (const price of priceRows) {
      const list = pricesByProduct.get(price.productId) ?? [];
      list.push(price);
      pricesByProduct.set(price.productId, list);
    }
    const productList = productRows.map((row) => toProductJson(row, pricesByProduct.get(row.id) ?? []));
    const productsById = new Map(productList.map((product) => [product.id, product]));

    return {
      products: productList,
      productsById,
      productsJson: new PreparedJson(productList),
      featured: featuredRows.map((row) => productsById.get(row.id)!),
      categories: categoryRows.map((row) => ({ name: row.name, image_url: row.imageUrl })),
      categoryNamesBySlug: new Map(categoryRows.map((row) => [row.slug, row.name])),
    };
  }
}
