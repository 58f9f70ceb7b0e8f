// Which products the store shows for a query (SPEC §4 "Store filters"), in the browser: only over the bundled sample
// catalogue the store falls back on when the server's catalogue query fails (the server answers every other list).
// categoryOf is every screen's reading of a product's category.
import { ALL_FILTER, type Currency, type Product } from '@storefront/shared';
import { inPriceRange } from './priceRange';
import type { StoreQuery } from './storeQuery';

export function categoryOf(product: Product): string {
  return product.category_name ?? product.category?.name ?? '';
}

/** SPEC §4: a category selects the products whose category name contains it; All Categories selects everything. */
export function matchesCategory(product: Product, category: string): boolean {
  if (!category || category === ALL_FILTER) return true;
  return categoryOf(product).toLowerCase().includes(category.toLowerCase());
}

function matchesAvailability(product: Product, availability: string): boolean {
  if (availability === ALL_FILTER) return true;
  const inStock = product.inStock !== false;
  return availability === 'In Stock' ? inStock : !inStock;
}

const hasValue = (list: string[] | undefined, value: string) => value === ALL_FILTER || (list ?? []).includes(value);

export function matchesFilters(product: Product, query: StoreQuery, currency: Currency = 'USD'): boolean {
  return (
    matchesCategory(product, query.category) &&
    inPriceRange(product, query, currency) &&
    matchesAvailability(product, query.availability) &&
    hasValue(product.filterColor, query.color) &&
    hasValue(product.filterSizes, query.size) &&
    (query.brands.length === 0 || (product.filterBrands ?? []).some((brand) => query.brands.includes(brand))) &&
    (!query.onSale || product.isOnSale === true)
  );
}

export function filterProducts(products: readonly Product[], query: StoreQuery, currency: Currency = 'USD'): Product[] {
  return products.filter((product) => matchesFilters(product, query, currency));
}
