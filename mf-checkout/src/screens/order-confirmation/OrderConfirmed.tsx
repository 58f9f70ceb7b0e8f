// The order confirmation's success view: Order Confirmed!, the order ID and the five cards, with Continue Shopping and Print Order.
import { Link } from 'react-router-dom';
import type { OrderLookup } from '@storefront/shared';
import { CustomerCard } from '../../components/CustomerCard/CustomerCard';
import { InfoCard } from '../../components/InfoCard/InfoCard';
import { countryName, formatAmount, formatOrderDate, paymentMethodLabel, stateName } from '../../orders/orderDisplay';
import styles from './OrderConfirmation.module.css';

export function OrderConfirmed({ order }: { order: OrderLookup }) {
  const { address, currency } = order;
  return (
    <section className={styles.confirmed} aria-labelledby="order-confirmed-title">
      <header className={styles.header}>
        <h1 id="order-confirmed-title">Order Confirmed!</h1>
        <p>Thank you for your order. We've received your order and will process it shortly</p>
        <p>
          Order ID: <strong data-testid="order-id">{order.id}</strong>
        </p>
      </header>
      <div className={styles.cards}>
        <CustomerCard customer={order.customer} />
        <InfoCard title="Shipping Address">
          {[address.street, [address.city, stateName(address.country, address.state), address.postalCode].filter(Boolean).join(', '), countryName(address.country)]
            .filter(Boolean)
            .map((line) => (
              <p key={line}>{line}</p>
            ))}
        </InfoCard>
        <InfoCard title="Order Items">
          <ul className={styles.items}>
            {order.order_items.map((item, index) => (
              <li key={`${item.title}-${index}`}>
                <span>
                  {item.title}
                  {item.license_type && <span className={styles.muted}> ({item.license_type} License)</span>}
                  <span className={styles.muted}> × {item.quantity}</span>
                </span>
                <span>{formatAmount(item.total_price, currency)}</span>
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard title="Order Summary">
          <dl>
            <dt>Total</dt>
            <dd>
              <strong>{formatAmount(order.total, currency)}</strong>
            </dd>
          </dl>
        </InfoCard>
        <InfoCard title="Payment Information">
          <dl>
            <dt>Payment Method</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
            <dt>Order Date</dt>
            <dd>{formatOrderDate(order.created_at)}</dd>
          </dl>
        </InfoCard>
      </div>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/">
          Continue Shopping
        </Link>
        <button type="button" className={styles.secondary} onClick={() => window.print()}>
          Print Order
        </button>
      </div>
    </section>
  );
}
