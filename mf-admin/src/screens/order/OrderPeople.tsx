// Who ordered and where it goes.
import { mailtoHref } from '@storefront/shared/email';
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import ui from '../../components/ui.module.css';
import styles from './OrderPage.module.css';

export function OrderPeople({ order }: { order: AdminOrder }) {
  const { customer, address } = order;
  return (
    <div className={styles.columns}>
      <section className={ui.card} aria-labelledby="order-customer">
        <h2 id="order-customer">Customer</h2>
        <p>
          {customer.firstName} {customer.lastName}
          <br />
          <a className={ui.link} href={mailtoHref(customer.email)}>
            {customer.email}
          </a>
          <br />
          {customer.phone}
        </p>
        <p data-testid="order-account">
          {order.account
            ? `Customer account ${order.account.email} (${order.account.emailVerified ? 'address confirmed' : 'address not confirmed yet'})`
            : 'Guest order (no customer account)'}
        </p>
        {order.notes ? <p className={ui.muted}>Note: {order.notes}</p> : null}
      </section>
      <section className={ui.card} aria-labelledby="order-address">
        <h2 id="order-address">Address</h2>
        <p>
          {address.street}
          <br />
          {[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}
          <br />
          {address.country}
        </p>
      </section>
    </div>
  );
}
