// SPEC §4 "Store filters" transitions: toggle-off on reselect, brands toggle, clear keeps sort and page,
// a new category or a new page size goes back to page 1, any other filter change too (its old page may no longer exist).
import { ALL_FILTER, type SortOption } from '@storefront/shared';
import { itemsPerPage, type Layout } from './storeOptions';
import { normalizeRange } from './rangeSlider';
import type { PriceSlider } from './priceRange';
import { DEFAULT_STORE_QUERY, type StoreQuery } from './storeQuery';

export type SingleChoiceFilter = 'availability' | 'color' | 'size';

/** Selecting the selected value again resets it to All. */
export function toggleChoice(current: string, selected: string): string {
  return current === selected ? ALL_FILTER : selected;
}

export function chooseFilter(query: StoreQuery, filter: SingleChoiceFilter, value: string): StoreQuery {
  return { ...query, [filter]: toggleChoice(query[filter], value), page: 1 };
}

export function toggleBrand(query: StoreQuery, brand: string): StoreQuery {
  const brands = query.brands.includes(brand) ? query.brands.filter((b) => b !== brand) : [...query.brands, brand];
  return { ...query, brands, page: 1 };
}

export function setOnSale(query: StoreQuery, onSale: boolean): StoreQuery {
  return { ...query, onSale, page: 1 };
}

/** A range chosen on the slider, in the shopper's currency; an end at its default stays out of the URL. */
export function setPriceRange(query: StoreQuery, low: number, high: number, slider: Pick<PriceSlider, 'bounds' | 'defaults'>): StoreQuery {
  const [from, to] = normalizeRange(low, high, slider.bounds);
  return { ...query, priceMin: from === slider.defaults.min ? null : from, priceMax: to === slider.defaults.max ? null : to, page: 1 };
}

/** The shopper chose another currency: the range, in the old one, goes back to the default (in the new one). */
export function withoutPriceRange(query: StoreQuery): StoreQuery {
  return query.priceMin === null && query.priceMax === null ? query : { ...query, priceMin: null, priceMax: null };
}

/** Reset Filters / REMOVE ALL: price, availability, color, size, brands and on-sale; sort, page and category stay. */
export function clearFilters(query: StoreQuery): StoreQuery {
  const { priceMin, priceMax, availability, color, size, brands, onSale } = DEFAULT_STORE_QUERY;
  return { ...query, priceMin, priceMax, availability, color, size, brands, onSale };
}

export function chooseCategory(query: StoreQuery, category: string): StoreQuery {
  return { ...query, category, page: 1 };
}

export function chooseSort(query: StoreQuery, sort: SortOption): StoreQuery {
  return { ...query, sort };
}

/** Switching between list (6 per page) and grid (8 per page) changes the page size, so it goes back to page 1. */
export function chooseLayout(query: StoreQuery, layout: Layout): StoreQuery {
  const pageSizeChanged = itemsPerPage(layout) !== itemsPerPage(query.layout);
  return { ...query, layout, page: pageSizeChanged ? 1 : query.page };
}
