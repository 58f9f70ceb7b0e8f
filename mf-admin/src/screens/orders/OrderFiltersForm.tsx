// The orders list's search and filters. Applying them puts them in the URL (and starts on page 1); the form is drawn
// afresh from the URL, so back and forward show the filters of that page.
import { type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES } from '@storefront/shared/admin';
import { label, paymentMethodLabel } from '../../format/labels';
import ui from '../../components/ui.module.css';
import { ORDER_FILTERS, type OrderFilters } from './orderFilters';

export function OrderFiltersForm({ filters, onApply }: { filters: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(Object.fromEntries(ORDER_FILTERS.map((name) => [name, String(form.get(name) ?? '')])) as OrderFilters);
  };
  return (
    <form className={ui.filters} onSubmit={submit} role="search" aria-label="Find orders">
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
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          Apply filters
        </button>
        <Link to="?" className={ui.secondary}>
          Clear
        </Link>
      </div>
    </form>
  );
}
