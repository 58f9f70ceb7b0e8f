// /admin/orders: every order, newest first, found by number, e-mail or name and filtered by status, payment method
// and date; the filters and the page live in the URL, so the list can be reloaded and shared.
import { useListOrdersQuery } from '../../apiClient/ordersApi';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { useSearchFilters } from '../../hooks/useSearchFilters';
import { ORDER_FILTERS, orderListQuery } from './orderFilters';
import { OrderFiltersForm } from './OrderFiltersForm';
import { OrdersTable } from './OrdersTable';

export default function OrdersPage() {
  const { filters, page, setFilters, key } = useSearchFilters(ORDER_FILTERS);
  const { data, isLoading, error, refetch } = useListOrdersQuery(orderListQuery(filters, page));
  return (
    <div data-boundary="admin">
      <PageHeading title="Orders">Orders</PageHeading>
      <OrderFiltersForm key={key} filters={filters} onApply={setFilters} />
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the orders" />
      {data ? (
        <>
          <OrdersTable orders={data.items} />
          <Pagination info={data} label="Orders" />
        </>
      ) : null}
    </div>
  );
}
