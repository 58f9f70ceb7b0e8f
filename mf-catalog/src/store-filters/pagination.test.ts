import { canChangePage, clampPage, pageCount, pageSlice, pageSummary, paginationItems, type PageItem } from './pagination';

const show = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…')).join(' ');

describe('pagination (SPEC §5, §9)', () => {
  it('counts pages and slices a page', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(17, 8)).toBe(3);
    expect(pageSlice([1, 2, 3, 4, 5, 6, 7], 2, 3)).toEqual([4, 5, 6]);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });

  it('shows a window of 5 with first/last and ellipses', () => {
    expect(show(paginationItems(1, 3))).toBe('1 2 3');
    expect(show(paginationItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginationItems(4, 20))).toBe('1 2 3 4 5 6 … 20');
    expect(show(paginationItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(paginationItems(3, 6))).toBe('1 2 3 4 5 6');
  });

  it('accepts a change only within 1..total and different from the current page', () => {
    expect(canChangePage(2, 1, 3)).toBe(true);
    expect(canChangePage(1, 1, 3)).toBe(false);
    expect(canChangePage(0, 1, 3)).toBe(false);
    expect(canChangePage(4, 1, 3)).toBe(false);
    expect(canChangePage(1.5, 1, 3)).toBe(false);
  });
  it('says "Page 3 of 9" where a phone has no room for the numbers', () => {
    expect(pageSummary(3, 9)).toBe('Page 3 of 9');
  });
});
