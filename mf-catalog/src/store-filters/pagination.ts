// SPEC §5/§9 pagination: a window of 5 page numbers around the current page, with first/last and ellipses.
import { PAGINATION_WINDOW } from '@storefront/shared';

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' };

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page shown: the requested one, or the last when the requested one no longer exists. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

/** SPEC §5: a change is accepted only within 1..total pages and different from the current page. */
export function canChangePage(target: number, current: number, totalPages: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= totalPages && target !== current;
}

/** The numbers shown: first, an ellipsis when pages are skipped, the window, an ellipsis, last. */
export function paginationItems(current: number, totalPages: number, windowSize = PAGINATION_WINDOW): PageItem[] {
  const size = Math.min(windowSize, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), totalPages - size + 1);
  const end = start + size - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (let page = start; page <= end; page += 1) items.push({ kind: 'page', page });
  if (end < totalPages - 1) items.push({ kind: 'ellipsis', key: 'end' });
  if (end < totalPages) items.push({ kind: 'page', page: totalPages });
  return items;
}

/** What a phone shows between Previous and Next instead of the numbers, so the pagination stays one line. */
export function pageSummary(current: number, totalPages: number): string {
  return `Page ${current} of ${totalPages}`;
}
