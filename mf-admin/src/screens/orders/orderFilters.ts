// The orders list's filters as the URL keeps them, turned into the API's query: values the contract does not know
// (an edited or old link) are left out rather than sent to be refused.
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES } from '@storefront/shared/admin';
import type { OrderListQuery } from '@storefront/shared/schemas/admin';

export const ORDER_FILTERS = ['q', 'status', 'paymentMethod', 'from', 'to'] as const;

export type OrderFilters = Record<(typeof ORDER_FILTERS)[number], string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string) => ((values as readonly string[]).includes(value) ? (value as T) : undefined);

export function orderListQuery(filters: OrderFilters, page: number): OrderListQuery {
  return {
    q: filters.q || undefined,
    status: oneOf(ORDER_STATUSES, filters.status),
    paymentMethod: oneOf(ORDER_PAYMENT_METHODS, filters.paymentMethod),
    from: DATE.test(filters.from) ? filters.from : undefined,
    to: DATE.test(filters.to) ? filters.to : undefined,
    page: page > 1 ? page : undefined,
  };
}
