// The orders list's search and filters (number, e-mail or name; status, payment method, dates), kept in the URL when
// applied (FiltersForm).
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES } from '@storefront/shared/admin';
import { label, paymentMethodLabel } from '../../format/labels';
import { FiltersForm } from '../../components/FiltersForm';
import ui from '../../components/ui.module.css';
import { ORDER_FILTERS, type OrderFilters } from './orderFilters';

export function OrderFiltersForm({ filters, onApply }: { filters: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  return (
    <FiltersForm names={ORDER_FILTERS} label="Find orders" onApply={onApply}>
      <div className={ui.field}>
        <label htmlFor="orders-q">Search</label>
        <input id="orders-q" name="q" type="search" defaultValue={filters.q} aria-describedby="orders-q-hint" />
        <p id="orders-q-hint" className={ui.hint}>
          Order number, e-mail or name
        </p>
      </div>
      <div className={ui.field}>
        <label htmlFor="orders-status">Status</label>
        <select id="orders-status" name="status" defaultValue={filters.status}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {label(status)}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="orders-method">Payment method</label>
        <select id="orders-method" name="paymentMethod" defaultValue={filters.paymentMethod}>
          <option value="">Any method</option>
          {ORDER_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {paymentMethodLabel(method)}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="orders-from">Placed from</label>
        <input id="orders-from" name="from" type="date" defaultValue={filters.from} />
      </div>
      <div className={ui.field}>
        <label htmlFor="orders-to">Placed to</label>
        <input id="orders-to" name="to" type="date" defaultValue={filters.to} />
      </div>
    </FiltersForm>
  );
}
