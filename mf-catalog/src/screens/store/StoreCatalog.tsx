// The store catalogue screen behind /store, /store-list and /shop-default-grid: sidebar, toolbar, tags, products, pages.
import { useState } from 'react';
import { selectCurrency, useAppSelector, useCatalog } from '@storefront/shared';
import { useStoreQuery } from '../../hooks/useStoreQuery';
import { storeView } from '../../store-filters/storeView';
import { columnsByWidth } from '../../store-filters/columns';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { Pagination } from '../../components/Pagination/Pagination';
import { StoreSidebar } from './StoreSidebar';
import { FilterDrawer } from './FilterDrawer';
import { StoreToolbar } from './StoreToolbar';
import { FilterTags } from './FilterTags';
import { CatalogNotice } from './CatalogNotice';
import styles from './Store.module.css';

export function StoreCatalog({ title }: { title: string }) {
  const { products, productsStatus, usingSampleCatalog, refetchProducts } = useCatalog();
  const [query, setQuery] = useStoreQuery();
  const currency = useAppSelector(selectCurrency);
  const view = storeView(products, query, currency);
  const columns = columnsByWidth(query.layout, true);
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <div className={styles.screen} data-boundary="catalog">
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.layout}>
        <StoreSidebar query={query} onChange={setQuery} />
        <section className={styles.results} aria-labelledby="store-results-heading">
          <h2 id="store-results-heading" className="visually-hidden">
            Products
          </h2>
          <StoreToolbar query={query} found={view.found} onChange={setQuery} onOpenFilters={() => setFiltersOpen(true)} />
          {filtersOpen && <FilterDrawer query={query} found={view.found} onChange={setQuery} onClose={() => setFiltersOpen(false)} />}
          <FilterTags query={query} onChange={setQuery} />
          <CatalogNotice error={productsStatus.error} usingSample={usingSampleCatalog} onRetry={refetchProducts} />
          {productsStatus.isLoading ? (
            <p role="status" className={styles.status}>
              Loading products…
            </p>
          ) : view.found === 0 ? (
            <p className={styles.status}>No products match these filters.</p>
          ) : (
            <ProductGrid products={view.pageProducts} columns={columns} list={query.layout === 'list'} eagerCount={columns.mobile * 2} />
          )}
          <Pagination page={view.page} totalPages={view.totalPages} onChange={(page) => setQuery({ ...query, page })} />
        </section>
      </div>
    </div>
  );
}
