// The payment result's success view: Payment Successful! with the order, Confirmed and Paid badges, what the shopper
// can download now, customer and items.
import { Link } from 'react-router-dom';
import type { VerifiedOrder } from '@storefront/shared';
import { deliveriesToShow, DownloadsSection } from '@storefront/shared/fulfilment';
import { CustomerCard } from '../../components/CustomerCard/CustomerCard';
import { InfoCard } from '../../components/InfoCard/InfoCard';
import { formatAmount, formatOrderDate } from '../../orders/orderDisplay';
import { PaymentItemsTable } from './PaymentItemsTable';
import styles from './PaymentConfirmation.module.css';

export function PaymentSuccess({ order }: { order: VerifiedOrder }) {
  return (
    <section className={styles.success} aria-labelledby="payment-success-title">
      <header className={styles.result}>
        <h1 id="payment-success-title" className={styles.successTitle}>
          Payment Successful!
        </h1>
        <p>Thank you for your payment. Your order is confirmed.</p>
      </header>
      <div className={styles.cards}>
        <InfoCard title="Order Information">
          <dl>
            <dt>Order ID</dt>
            <dd data-testid="order-id">{order.id}</dd>
            <dt>Order Date</dt>
            <dd>{formatOrderDate(order.created_at)}</dd>
            <dt>Status</dt>
            <dd>
              <span className={styles.badge}>Confirmed</span>
            </dd>
          </dl>
        </InfoCard>
        <InfoCard title="Payment Information">
          <dl>
            <dt>Payment Method</dt>
            <dd>{order.payment_method.name}</dd>
            <dt>Payment Status</dt>
            <dd>
              <span className={styles.badge}>Paid</span>
            </dd>
            <dt>Amount</dt>
            <dd>
              <strong>{formatAmount(order.total, order.currency)}</strong>
            </dd>
          </dl>
        </InfoCard>
        <CustomerCard customer={order.customer} />
      </div>
      <DownloadsSection orderId={order.id} deliveries={deliveriesToShow(order)} />
      <InfoCard title="Order Items">
        <PaymentItemsTable order={order} />
      </InfoCard>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
