// What pricing an order needs to know of each product, read from the catalogue: its USD price, stock, visibility,
// sizes, colours and license prices. The orders module prices with it (orders/priceOrder.ts).
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/types';
import { toMinorUnits } from '../money';
import { productPrices, products } from './catalogTables';

export interface PricingFacts {
  title: string;
  inStock: boolean;
  /** False when an operator hid the product: it is not sold any more. */
  visible: boolean;
  usdPriceMinor: number;
  /** The product's own sizes and colour names; empty when it has none. */
  sizes: string[];
  colors: string[];
  /** By license type; empty for unlicensed products. */
  licenses: Map<string, { usdMinor: number; ngnMinor: number }>;
}

export async function loadPricingFacts(db: Queryable, productIds: number[]): Promise<Map<number, PricingFacts>> {
  const ids = [...new Set(productIds)];
  const [productRows, priceRows] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        inStock: products.inStock,
        visible: products.visible,
        price: products.price,
        sizes: products.sizes,
        colors: products.colors,
      })
      .from(products)
      .where(inArray(products.id, ids)),
    db.select().from(productPrices).where(inArray(productPrices.productId, ids)),
  ]);
  const facts = new Map<number, PricingFacts>(
    productRows.map((row) => [
      row.id,
      {
        title: row.title,
        inStock: row.inStock,
        visible: row.visible,
        usdPriceMinor: toMinorUnits(row.price),
        sizes: row.sizes ?? [],
        colors: (row.colors ?? []).map((color) => color.name),
        licenses: new Map(),
      },
    ]),
  );
  for (const price of priceRows) {
    facts.get(price.productId)?.licenses.set(price.licenseType, {
      usdMinor: toMinorUnits(price.usdAmount),
      ngnMinor: toMinorUnits(price.ngnAmount),
    });
  }
  return facts;
}
