// Pages of results: `?page=&pageSize=` (defaults from the contract) to LIMIT/OFFSET, and the page's answer.
import { ADMIN_DEFAULT_PAGE_SIZE } from '@storefront/shared/schemas/admin';

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export function paging(query: { page?: number; pageSize?: number }): Paging {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export const pageOf = <T>(items: T[], { page, pageSize }: Paging, total: number) => ({
  items,
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
