// The URL's price range is in the shopper's currency (like Shopify's presentment-currency filters). When the shopper
// picks another currency, the store drops the range from the URL, back to the default range in the new currency; until
// the URL has changed it already asks without it, so no question goes out with amounts of the old currency.
import { useEffect, useMemo, useState } from 'react';
import { selectCurrency, useAppSelector, type Currency } from '@storefront/shared';
import { withoutPriceRange } from '../../store-filters/filterTransitions';
import type { StoreQuery } from '../../store-filters/storeQuery';
import type { SetStoreQuery } from '../../hooks/useStoreQuery';

export function useCurrencyPriceRange(urlQuery: StoreQuery, setQuery: SetStoreQuery): { query: StoreQuery; currency: Currency } {
  const currency = useAppSelector(selectCurrency);
  // The query read from the URL when the currency last changed: its range is in the old currency.
  const [seen, setSeen] = useState<{ currency: Currency; queryBefore: StoreQuery | null }>({ currency, queryBefore: null });
  if (seen.currency !== currency) setSeen({ currency, queryBefore: urlQuery });
  const stale = seen.currency !== currency || seen.queryBefore === urlQuery;
  const query = useMemo(() => (stale ? withoutPriceRange(urlQuery) : urlQuery), [stale, urlQuery]);
  useEffect(() => {
    if (query !== urlQuery) setQuery(query, { replace: true });
  }, [query, urlQuery, setQuery]);
  return { query, currency };
}
