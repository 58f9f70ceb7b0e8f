// The store view as the URL query holds it (SPEC §3 "Filter state" plus category and layout): read and written by the store screens.
import { ALL_FILTER, BRANDS, COLORS, DEFAULT_PRICE_RANGE, DEFAULT_SORT, SIZES, SORT_OPTIONS, type SortOption } from '@storefront/shared';
import { AVAILABILITY_OPTIONS, DEFAULT_LAYOUT, LAYOUTS, PRICE_SLIDER_BOUNDS, type Layout } from './storeOptions';
import { normalizeRange } from './rangeSlider';

export interface StoreQuery {
  category: string;
  priceMin: number;
  priceMax: number;
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
  priceMin: DEFAULT_PRICE_RANGE.min,
  priceMax: DEFAULT_PRICE_RANGE.max,
  availability: ALL_FILTER,
  color: ALL_FILTER,
  size: ALL_FILTER,
  brands: [],
  onSale: false,
  sort: DEFAULT_SORT,
  page: 1,
  layout: DEFAULT_LAYOUT,
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | typeof ALL_FILTER =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : ALL_FILTER;

const numberOr = (value: string | null, fallback: number): number => {
  const parsed = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** Reads the view from the query; anything missing or unknown takes its default, so a hand-edited URL never breaks the page. */
export function readStoreQuery(params: URLSearchParams): StoreQuery {
  const [priceMin, priceMax] = normalizeRange(
    numberOr(params.get('min'), DEFAULT_PRICE_RANGE.min),
    numberOr(params.get('max'), DEFAULT_PRICE_RANGE.max),
    PRICE_SLIDER_BOUNDS,
  );
  const page = Math.floor(numberOr(params.get('page'), 1));
  const layoutParam = params.get('layout');
  const layout = LAYOUTS.find((choice) => String(choice) === layoutParam) ?? DEFAULT_LAYOUT;
  const sort = SORT_OPTIONS.find((option) => option === params.get('sort')) ?? DEFAULT_SORT;
  return {
    category: params.get('category')?.trim() || ALL_FILTER,
    priceMin,
    priceMax,
    availability: oneOf(AVAILABILITY_OPTIONS, params.get('availability')),
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
  const put = (key: string, value: string | number, fallback: string | number) => {
    if (value !== fallback) params.set(key, String(value));
  };
  put('category', query.category, ALL_FILTER);
  put('min', query.priceMin, DEFAULT_PRICE_RANGE.min);
  put('max', query.priceMax, DEFAULT_PRICE_RANGE.max);
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
