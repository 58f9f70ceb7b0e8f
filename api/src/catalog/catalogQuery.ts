// Reads a validated `GET /catalog` query (shared/src/schemas/catalogQuery.ts) into the listing's filter: the store's
// rules of SPEC §4/§5 applied once, here — a category selects the categories whose name contains it, the price range
// defaults to 20-300 (in the chosen currency), its ends are kept within the slider and swapped when crossed, and an
// unknown brand is refused.
import {
  ALL_FILTER,
  type CatalogPage,
  type CatalogQuery,
  DEFAULT_PRICE_RANGE,
  DEFAULT_SORT,
  FACET_VALUES,
  ITEMS_PER_PAGE_GRID,
  MAX_PAGE_SIZE,
  PRICE_SLIDER,
} from '@storefront/shared/schemas';
import { ApiError } from '../http/ApiError';
import { type Currency, PER_USD, minorToAmount, toMinorUnits } from '../money';
import { maskOf } from './facetBits';
import type { ListingFilter } from './listingQueries';

export interface ReadCatalogQuery {
  filter: ListingFilter;
  page: number;
  pageSize: number;
  priceFilter: CatalogPage['priceFilter'];
}

/** A page number or size from the query (already a digit string), or its default. */
export const wholeNumberOr = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));

export function pageSizeOf(value: string | undefined, fallback: number, most: number): number {
  const size = wholeNumberOr(value, fallback);
  if (size > most) throw new ApiError(400, `querystring/pageSize must be at most ${most}`);
  return size;
}

/** The categories (by name) a query's category selects: those whose name contains it (SPEC §4); null for all. */
export function selectedCategories(category: string | undefined, names: readonly string[]): string[] | null {
  const wanted = category?.trim().toLowerCase() ?? '';
  if (wanted === '' || wanted === ALL_FILTER.toLowerCase()) return null;
  return names.filter((name) => name.toLowerCase().includes(wanted));
}

function brandsOf(list: string | undefined): string[] {
  const brands = (list ?? '')
    .split(',')
    .map((brand) => brand.trim())
    .filter(Boolean);
  const unknown = brands.find((brand) => !(FACET_VALUES.brands as readonly string[]).includes(brand));
  if (unknown !== undefined) throw new ApiError(400, `querystring/brands names "${unknown}", which is not one of ${FACET_VALUES.brands.join(', ')}`);
  return brands;
}

/** The price slider in a currency: SPEC §4's default range and the slider's bounds and step, at the store's rate. */
export function priceSlider(currency: Currency) {
  const rate = PER_USD[currency];
  return {
    defaultMin: DEFAULT_PRICE_RANGE.min * rate,
    defaultMax: DEFAULT_PRICE_RANGE.max * rate,
    boundMin: PRICE_SLIDER.min * rate,
    boundMax: PRICE_SLIDER.max * rate,
    step: PRICE_SLIDER.step * rate,
  };
}

export function readCatalogQuery(query: CatalogQuery, categoryNames: readonly string[]): ReadCatalogQuery {
  const currency = query.currency ?? 'USD';
  const slider = priceSlider(currency);
  const within = (value: number) => Math.min(slider.boundMax, Math.max(slider.boundMin, value));
  const asked = (value: string | undefined, fallback: number) => within(value === undefined ? fallback : Number(value));
  const ends = [asked(query.min, slider.defaultMin), asked(query.max, slider.defaultMax)].sort((a, b) => a - b);
  const [minMinor, maxMinor] = ends.map((end) => toMinorUnits(end));
  const choice = (value: string | undefined) => (value === undefined || value === ALL_FILTER ? [] : [value]);
  return {
    filter: {
      categoryNames: selectedCategories(query.category, categoryNames),
      availability: query.availability ?? 'All',
      onSale: query.sale === '1',
      currency,
      priceMinor: { min: minMinor, max: maxMinor },
      choices: { brands: maskOf('brands', brandsOf(query.brands)), colors: maskOf('colors', choice(query.color)), sizes: maskOf('sizes', choice(query.size)) },
      sort: query.sort ?? DEFAULT_SORT,
    },
    page: wholeNumberOr(query.page, 1),
    pageSize: pageSizeOf(query.pageSize, ITEMS_PER_PAGE_GRID, MAX_PAGE_SIZE),
    priceFilter: { min: minorToAmount(minMinor), max: minorToAmount(maxMinor), ...slider },
  };
}
