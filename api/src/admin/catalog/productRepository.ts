// Reads products for the console: one with its license prices, or a filtered page of them.
import { type SQL, and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { ProductListQuery } from '@storefront/shared/schemas/admin';
import { type ProductPriceRow, type ProductRow, productPrices, products } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { type Paging, containsPattern } from '../http/paging';

export interface ProductWithPrices {
  product: ProductRow;
  prices: ProductPriceRow[];
}

export async function findProduct(db: Queryable, id: number, forUpdate = false): Promise<ProductWithPrices | null> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [product] = forUpdate ? await query.for('update') : await query;
  if (!product) return null;
  const prices = await db.select().from(productPrices).where(eq(productPrices.productId, id)).orderBy(asc(productPrices.usdAmount));
  return { product, prices };
}

export async function searchProducts(db: Queryable, query: ProductListQuery, page: Paging): Promise<{ items: ProductWithPrices[]; total: number }> {
  const q = query.q?.trim();
  const parts: (SQL | undefined)[] = [
    q ? or(ilike(products.title, containsPattern(q)), /^\d{1,9}$/.test(q) ? eq(products.id, Number(q)) : undefined) : undefined,
    query.category ? eq(products.categoryName, query.category) : undefined,
    query.visibility ? eq(products.visible, query.visibility === 'visible') : undefined,
  ];
  const where = and(...parts);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(products).where(where).orderBy(asc(products.id)).limit(page.pageSize).offset(page.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const prices =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productPrices)
          .where(
            inArray(
              productPrices.productId,
              rows.map((row) => row.id),
            ),
          );
  return { items: rows.map((product) => ({ product, prices: prices.filter((price) => price.productId === product.id) })), total };
}
