// A test double of the API's catalogue queries (GET catalog and search) over the products a test gives, for component
// tests: the same shapes and paging, plainly computed. The API's own rules (typo tolerance, ranking, indexes) are
// tested against the real database in api/test/catalogQueries.test.ts; a test that needs an exact answer serves it.
import { ALL_FILTER, DEFAULT_PRICE_RANGE, PRICE_SLIDER, BRANDS, COLORS, SIZES } from '../constants';
import type { CatalogPage, Currency, Product, SearchPage } from '../types';

/** The double's rate: the API's (api/src/money.ts), which a test must not need to know elsewhere. */
const PER_USD: Record<Currency, number> = { USD: 1, NGN: 750 };

const priceOf = (product: Product, currency: Currency) =>
  product.amounts?.[currency]?.price ?? (typeof product.price === 'number' ? product.price * PER_USD[currency] : null);

/** The page asked for (kept within 1..total pages) of the matching products, with the counts a page answers. */
function pageOf(matching: Product[], params: URLSearchParams, defaultSize: number) {
  const pageSize = Number(params.get('pageSize') ?? defaultSize);
  const total = matching.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Number(params.get('page') ?? 1)), totalPages);
  return { products: matching.slice((page - 1) * pageSize, page * pageSize), total, page, pageSize, totalPages };
}

export function catalogAnswer(products: readonly Product[], params: URLSearchParams): CatalogPage {
  const currency = (params.get('currency') ?? 'USD') as Currency;
  const rate = PER_USD[currency];
  const category = params.get('category')?.toLowerCase();
  const ends = [Number(params.get('min') ?? DEFAULT_PRICE_RANGE.min * rate), Number(params.get('max') ?? DEFAULT_PRICE_RANGE.max * rate)].sort((a, b) => a - b);
  const brands = params.get('brands')?.split(',').filter(Boolean) ?? [];
  const chosen = (value: string | null) => (value && value !== ALL_FILTER ? value : null);
  const color = chosen(params.get('color'));
  const size = chosen(params.get('size'));
  const availability = chosen(params.get('availability'));
  const matches = (product: Product, except?: 'brands' | 'colors' | 'sizes') => {
    const price = priceOf(product, currency);
    return (
      (!category || category === ALL_FILTER.toLowerCase() || (product.category_name ?? '').toLowerCase().includes(category)) &&
      price !== null &&
      price >= ends[0] &&
      price <= ends[1] &&
      (!availability || (product.inStock !== false) === (availability === 'In Stock')) &&
      (except === 'colors' || !color || (product.filterColor ?? []).includes(color)) &&
      (except === 'sizes' || !size || (product.filterSizes ?? []).includes(size)) &&
      (except === 'brands' || brands.length === 0 || (product.filterBrands ?? []).some((brand) => brands.includes(brand))) &&
      (params.get('sale') !== '1' || product.isOnSale === true)
    );
  };
  const matching = products.filter((product) => matches(product));
  const sort = params.get('sort');
  const title = (product: Product) => product.title.toLowerCase();
  if (sort === 'Title Ascending') matching.sort((a, b) => title(a).localeCompare(title(b)));
  if (sort === 'Title Descending') matching.sort((a, b) => title(b).localeCompare(title(a)));
  if (sort === 'Price Ascending') matching.sort((a, b) => (priceOf(a, currency) ?? 0) - (priceOf(b, currency) ?? 0));
  if (sort === 'Price Descending') matching.sort((a, b) => (priceOf(b, currency) ?? 0) - (priceOf(a, currency) ?? 0));
  const count = (facet: 'brands' | 'colors' | 'sizes', values: readonly string[], field: (product: Product) => string[] | undefined) =>
    values.map((value) => ({ value, count: products.filter((product) => matches(product, facet) && (field(product) ?? []).includes(value)).length }));
  const priced = matching.map((product) => priceOf(product, currency)!);
  return {
    ...pageOf(matching, params, 8),
    currency,
    facets: {
      brands: count('brands', BRANDS, (product) => product.filterBrands),
      colors: count('colors', COLORS, (product) => product.filterColor),
      sizes: count('sizes', SIZES, (product) => product.filterSizes),
      price: { min: priced.length ? Math.min(...priced) : null, max: priced.length ? Math.max(...priced) : null },
    },
    priceFilter: {
      min: ends[0],
      max: ends[1],
      defaultMin: DEFAULT_PRICE_RANGE.min * rate,
      defaultMax: DEFAULT_PRICE_RANGE.max * rate,
      boundMin: PRICE_SLIDER.min * rate,
      boundMax: PRICE_SLIDER.max * rate,
      step: PRICE_SLIDER.step * rate,
    },
  };
}

/** Products whose title, category or description contains the search, title matches first. */
export function searchAnswer(products: readonly Product[], params: URLSearchParams): SearchPage {
  const q = (params.get('q') ?? '').trim().toLowerCase();
  const has = (text: string | undefined) => q !== '' && (text ?? '').toLowerCase().includes(q);
  const matching = [
    ...products.filter((product) => has(product.title)),
    ...products.filter((product) => !has(product.title) && (has(product.category_name) || has(product.description))),
  ];
  return { ...pageOf(matching, params, 8), query: params.get('q') ?? '' };
}
