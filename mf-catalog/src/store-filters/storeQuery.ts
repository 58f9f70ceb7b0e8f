// The store view as the URL query holds it (SPEC §3 "Filter state" plus category and layout): read and written by the store screens.
// The price range is in the shopper's currency (like Shopify's presentment-currency filters); absent, the server's
// default range in that currency applies, so the browser never converts or guesses it.
import { ALL_FILTER, AVAILABILITY_CHOICES, BRANDS, COLORS, DEFAULT_SORT, SIZES, SORT_OPTIONS, type SortOption } from '@storefront/shared';
import { DEFAULT_LAYOUT, LAYOUTS, type Layout } from './storeOptions';

export interface StoreQuery {
  category: string;
  /** Each end of the price range in the shopper's currency, or null for the default end. */
  priceMin: number | null;
  priceMax: number | null;
  availability: string;
  color: string;
  size: string;
  brands: string[];
  onSale: boolean;
  sort: SortOption;
  page: number;
  layout: Layout;
}

export const DEFAULT_STORE_QUERY: StoreQuery = {
  category: ALL_FILTER,
  priceMin: null,
  priceMax: null,
  availability: ALL_FILTER,
  color: ALL_FILTER,
  size: ALL_FILTER,
  brands: [],
  onSale: false,
  sort: DEFAULT_SORT,
  page: 1,
  layout: DEFAULT_LAYOUT,
};

/** The API's longest category text and largest amount (9 digits, cents): a hand-edited URL is kept within them. */
const MAX_CATEGORY_LENGTH = 100;
const MAX_AMOUNT = 999_999_999;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | typeof ALL_FILTER =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : ALL_FILTER;

const numberOrNull = (value: string | null): number | null => {
  const parsed = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const amountOf = (value: string | null): number | null => {
  const amount = numberOrNull(value);
  return amount === null || amount < 0 ? null : Math.min(MAX_AMOUNT, Math.round(amount * 100) / 100);
};

/** Reads the view from the query; anything missing or unknown takes its default, so a hand-edited URL never breaks the page. */
export function readStoreQuery(params: URLSearchParams): StoreQuery {
  const page = Math.floor(numberOrNull(params.get('page')) ?? 1);
  const layoutParam = params.get('layout');
  const layout = LAYOUTS.find((choice) => String(choice) === layoutParam) ?? DEFAULT_LAYOUT;
  const sort = SORT_OPTIONS.find((option) => option === params.get('sort')) ?? DEFAULT_SORT;
  return {
    category: params.get('category')?.trim().slice(0, MAX_CATEGORY_LENGTH) || ALL_FILTER,
    priceMin: amountOf(params.get('min')),
    priceMax: amountOf(params.get('max')),
    availability: oneOf(AVAILABILITY_CHOICES, params.get('availability')),
    color: oneOf(COLORS, params.get('color')),
    size: oneOf(SIZES, params.get('size')),
    brands: (params.get('brands') ?? '').split(',').filter((brand) => (BRANDS as readonly string[]).includes(brand)),
    onSale: params.get('sale') === '1',
    sort,
    page: page >= 1 ? page : 1,
    layout,
  };
}

/** Writes the view as a query, leaving out every value that is the default so shared links stay short. */
export function writeStoreQuery(query: StoreQuery): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== fallback && value !== null) params.set(key, String(value));
  };
  put('category', query.category, ALL_FILTER);
  put('min', query.priceMin, null);
  put('max', query.priceMax, null);
  put('availability', query.availability, ALL_FILTER);
  put('color', query.color, ALL_FILTER);
  put('size', query.size, ALL_FILTER);
  if (query.brands.length > 0) params.set('brands', query.brands.join(','));
  if (query.onSale) params.set('sale', '1');
  put('sort', query.sort, DEFAULT_SORT);
  put('page', query.page, 1);
  put('layout', String(query.layout), String(DEFAULT_LAYOUT));
  return params;
}
