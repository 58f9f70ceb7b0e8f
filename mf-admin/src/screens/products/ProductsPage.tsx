// /admin/products: the catalogue, searched and filtered by category and visibility, a page at a time; the filters
// live in the URL.
import type { ProductListQuery } from '@storefront/shared/schemas/admin';
import { useListCategoriesQuery, useListProductsQuery } from '../../apiClient/catalogApi';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { useSearchFilters } from '../../hooks/useSearchFilters';
import { PRODUCT_FILTERS, ProductFiltersForm, type ProductFilters } from './ProductFiltersForm';
import { ProductsTable } from './ProductsTable';

function productListQuery({ q, category, visibility }: ProductFilters, page: number): ProductListQuery {
  return {
    q: q || undefined,
    category: category || undefined,
    visibility: visibility === 'visible' || visibility === 'hidden' ? visibility : undefined,
    page: page > 1 ? page : undefined,
  };
}

export default function ProductsPage() {
  const { filters, page, setFilters, key } = useSearchFilters(PRODUCT_FILTERS);
  const { data: categories } = useListCategoriesQuery();
  const { data, isLoading, error, refetch } = useListProductsQuery(productListQuery(filters, page));
  return (
    <div data-boundary="admin">
      <PageHeading title="Products">Products</PageHeading>
      {/* Drawn again when the categories arrive, so a category in the URL is selected. */}
      <ProductFiltersForm key={`${key}:${categories ? 'categories' : ''}`} filters={filters} categories={categories} onApply={setFilters} />
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the products" />
      {data ? (
        <>
          <ProductsTable products={data.items} />
          <Pagination info={data} label="Products" />
        </>
      ) : null}
    </div>
  );
}
