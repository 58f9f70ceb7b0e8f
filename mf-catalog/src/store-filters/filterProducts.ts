// Which products the store shows for a query (SPEC §4 "Store filters"); prices compare in USD, the slider's currency.
import { ALL_FILTER, unitPrice, type Product } from '@storefront/shared';
import type { StoreQuery } from './storeQuery';

export function categoryOf(product: Product): string {
  return product.category_name ?? product.category?.name ?? '';
}

/** SPEC §4: a category selects the products whose category name contains it; All Categories selects everything. */
export function matchesCategory(product: Product, category: string): boolean {
  if (!category || category === ALL_FILTER) return true;
  return categoryOf(product).toLowerCase().includes(category.toLowerCase());
}

export function usdPrice(product: Product): number | null {
  return unitPrice(product, 'USD');
}

function matchesAvailability(product: Product, availability: string): boolean {
  if (availability === ALL_FILTER) return true;
  const inStock = product.inStock !== false;
  return availability === 'In Stock' ? inStock : !inStock;
}

const hasValue = (list: string[] | undefined, value: string) => value === ALL_FILTER || (list ?? []).includes(value);

export function matchesFilters(product: Product, query: StoreQuery): boolean {
  const price = usdPrice(product);
  return (
    matchesCategory(product, query.category) &&
    price !== null &&
    price >= query.priceMin &&
    price <= query.priceMax &&
    matchesAvailability(product, query.availability) &&
    hasValue(product.filterColor, query.color) &&
    hasValue(product.filterSizes, query.size) &&
    (query.brands.length === 0 || (product.filterBrands ?? []).some((brand) => query.brands.includes(brand))) &&
    (!query.onSale || product.isOnSale === true)
  );
}

export function filterProducts(products: readonly Product[], query: StoreQuery): Product[] {
  return products.filter((product) => matchesFilters(product, query));
}
