// The looked-up order: a heading for its state (Order Confirmed! only when it is paid or needs no payment), the order
// ID, the five cards, then — for its owner — the downloads of a paid order; a masked order offers its link instead.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { describeVariant, type OrderLookup } from '@storefront/shared';
import { deliveriesToShow, DownloadsSection } from '@storefront/shared/fulfilment';
import { CustomerCard } from '../../components/CustomerCard/CustomerCard';
import { InfoCard } from '../../components/InfoCard/InfoCard';
import { countryName, formatAmount, formatOrderDate, paymentMethodLabel, stateName } from '../../orders/orderDisplay';
import { orderStanding } from '../../orders/orderStanding';
import styles from './OrderConfirmation.module.css';

interface OrderDetailsProps {
  order: OrderLookup;
  /** Shown under the heading of a masked order: the form that sends the order's link to its e-mail. */
  ownershipProof?: ReactNode;
}

export function OrderDetails({ order, ownershipProof }: OrderDetailsProps) {
  const { address, currency } = order;
  const standing = orderStanding(order);
  return (
    <section className={styles.confirmed} aria-labelledby="order-confirmed-title">
      <header className={styles.header}>
        <h1 id="order-confirmed-title" tabIndex={-1} className={styles[standing.tone]}>
          {standing.heading}
        </h1>
        <p>{standing.text}</p>
        <p>
          Order ID: <strong data-testid="order-id">{order.id}</strong>
        </p>
      </header>
      {ownershipProof}
      {order.access === 'owner' && <DownloadsSection orderId={order.id} deliveries={deliveriesToShow(order)} />}
      <div className={styles.cards}>
        <CustomerCard customer={order.customer} />
        <InfoCard title="Shipping Address">
          {[
            address.street,
            [address.city, stateName(address.country, address.state), address.postalCode].filter(Boolean).join(', '),
            countryName(address.country),
          ]
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
                  {describeVariant(item) && <span className={styles.muted}> ({describeVariant(item)})</span>}
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
            {order.status !== undefined && (
              <>
                <dt>Payment Status</dt>
                <dd data-testid="payment-status">{standing.paymentStatus}</dd>
              </>
            )}
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
