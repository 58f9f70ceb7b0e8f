// The catalogue-only choices of the store screens: layouts and page sizes.
import { DEFAULT_COLUMNS, GRID_COLUMN_CHOICES, ITEMS_PER_PAGE_GRID, ITEMS_PER_PAGE_LIST } from '@storefront/shared';

/** 'list' is one product per row; a number is that many grid columns (SPEC §2 "Layout switch"). */
export type Layout = 'list' | (typeof GRID_COLUMN_CHOICES)[number];
export const LAYOUTS: readonly Layout[] = ['list', ...GRID_COLUMN_CHOICES];
export const DEFAULT_LAYOUT: Layout = DEFAULT_COLUMNS as Layout;

/** SPEC §9: 8 per page in a grid, 6 in the list. */
export function itemsPerPage(layout: Layout): number {
  return layout === 'list' ? ITEMS_PER_PAGE_LIST : ITEMS_PER_PAGE_GRID;
}
