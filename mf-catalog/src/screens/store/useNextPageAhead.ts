// Once a store page is shown, the next one is fetched ahead — one page, no more — so Next shows it at once.
import { useEffect } from 'react';
import { shopApi, type CatalogPage, type CatalogQuery } from '@storefront/shared';
import { catalogPageOf } from '../../store-filters/catalogQuery';

export function useNextPageAhead(asked: CatalogQuery, shown: CatalogPage | undefined): void {
  const prefetch = shopApi.usePrefetch('getCatalogPage');
  const next = shown && shown.page < shown.totalPages ? shown.page + 1 : null;
  useEffect(() => {
    if (next !== null) prefetch(catalogPageOf(asked, next));
  }, [prefetch, asked, next]);
}
