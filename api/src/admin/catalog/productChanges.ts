// Turns a PATCH /products/:id body into the row's new values, refusing what cannot be stored: a blank title, an
// unknown category, license prices that do not name exactly the product's tiers. Nothing is written here.
import type { ProductPatch } from '@storefront/shared/schemas/admin';
import type { ProductPriceRow, ProductRow } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { decimalToAmount, toDecimalString, toMinorUnits } from '../../money';

export interface ProductChanges {
  row: Partial<Pick<ProductRow, 'title' | 'description' | 'categoryName' | 'price' | 'inStock' | 'available' | 'visible'>>;
  /** New amounts by license type, when `prices` was sent. */
  prices: Map<string, { usdAmount: string; ngnAmount: string }> | null;
}

const decimal = (amount: number) => toDecimalString(toMinorUnits(amount));

function notBlank(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') throw new ApiError(400, `body/${field} must not be blank`);
  return trimmed;
}

export function productChanges(patch: ProductPatch, current: { product: ProductRow; prices: ProductPriceRow[] }, categoryNames: string[]): ProductChanges {
  const categoryName = notBlank(patch.categoryName, 'categoryName');
  if (categoryName !== undefined && !categoryNames.includes(categoryName)) {
    throw new ApiError(400, `body/categoryName must be one of the shop's categories: ${categoryNames.join(', ')}`);
  }
  const row: ProductChanges['row'] = {
    title: notBlank(patch.title, 'title'),
    description: notBlank(patch.description, 'description'),
    categoryName,
    price: patch.price === undefined ? undefined : decimal(patch.price),
    inStock: patch.inStock,
    available: patch.available,
    visible: patch.visible,
  };
  for (const key of Object.keys(row) as (keyof typeof row)[]) if (row[key] === undefined) delete row[key];

  let prices: ProductChanges['prices'] = null;
  if (patch.prices) {
    const tiers = current.prices.map((price) => price.licenseType);
    if (tiers.length === 0) throw new ApiError(400, `body/prices must be left out: product ${current.product.id} is not sold under license tiers`);
    const sent = patch.prices.map((price) => price.licenseType);
    if (new Set(sent).size !== sent.length || sent.length !== tiers.length || !tiers.every((tier) => sent.includes(tier))) {
      throw new ApiError(400, `body/prices must name each of the product's tiers once: ${tiers.join(', ')}`);
    }
    prices = new Map(patch.prices.map((price) => [price.licenseType, { usdAmount: decimal(price.usdAmount), ngnAmount: decimal(price.ngnAmount) }]));
  }
  return { row, prices };
}

/** The fields the audit log compares, as the console shows them. */
export function auditedFields(product: ProductRow, prices: readonly ProductPriceRow[]): Record<string, unknown> {
  return {
    title: product.title,
    description: product.description,
    categoryName: product.categoryName,
    price: decimalToAmount(product.price),
    inStock: product.inStock,
    available: product.available,
    visible: product.visible,
    prices: Object.fromEntries(
      [...prices]
        .sort((a, b) => a.licenseType.localeCompare(b.licenseType))
        .map((price) => [price.licenseType, { usdAmount: decimalToAmount(price.usdAmount), ngnAmount: decimalToAmount(price.ngnAmount) }]),
    ),
  };
}
