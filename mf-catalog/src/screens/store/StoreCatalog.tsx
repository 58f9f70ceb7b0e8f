// The store catalogue screen behind /store, /store-list and /shop-default-grid: sidebar, toolbar, tags, products, pages.
// The URL holds the view; the server answers its page, total, facets and price filter (useStoreResults).
import { useStoreQuery } from '../../hooks/useStoreQuery';
import { writeStoreQuery } from '../../store-filters/storeQuery';
import { Pagination } from '../../components/Pagination/Pagination';
import { StoreSidebar } from './StoreSidebar';
import { FilterDrawer } from './FilterDrawer';
import { StoreToolbar } from './StoreToolbar';
import { FilterTags } from './FilterTags';
import { CatalogNotice } from './CatalogNotice';
import { StoreProducts } from './StoreProducts';
import { useCurrencyPriceRange } from './useCurrencyPriceRange';
import { useStoreResults } from './useStoreResults';
import styles from './Store.module.css';

export function StoreCatalog({ title }: { title: string }) {
  const [urlQuery, setQuery] = useStoreQuery();
  const { query, currency } = useCurrencyPriceRange(urlQuery, setQuery);
  const { shown, answer, busy, loading, error, usingSample, retry } = useStoreResults(query, currency);
  const found = shown?.total ?? null;
  return (
    <div className={styles.screen} data-boundary="catalog">
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.layout}>
        <StoreSidebar query={query} answer={answer} onChange={setQuery} />
        <section className={styles.results} aria-labelledby="store-results-heading" aria-busy={busy}>
          <h2 id="store-results-heading" className="visually-hidden">
            Products
          </h2>
          <StoreToolbar query={query} found={found} onChange={setQuery} />
          <FilterDrawer query={query} answer={answer} found={found} onChange={setQuery} />
          <FilterTags query={query} onChange={setQuery} />
          <CatalogNotice error={error} usingSample={usingSample} onRetry={retry} />
          <StoreProducts shown={shown} layout={query.layout} loading={loading} />
          {shown && (
            <Pagination
              page={shown.page}
              totalPages={shown.totalPages}
              onChange={(page) => setQuery({ ...query, page })}
              paramsOf={(page) => writeStoreQuery({ ...query, page })}
            />
          )}
        </section>
      </div>
    </div>
  );
}
