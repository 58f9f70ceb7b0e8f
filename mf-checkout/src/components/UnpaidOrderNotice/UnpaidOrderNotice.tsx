// The checkout's notice to a shopper back from a declined or abandoned payment: the cart they sent is still here.
// An alert, so that a screen reader announces it when Try Again brings the shopper here without a page load.
import styles from './UnpaidOrderNotice.module.css';

export const UNPAID_ORDER_NOTICE = 'Your payment was not completed. Your cart is still here — you can try again.';

export function UnpaidOrderNotice({ orderId }: { orderId: string }) {
  return (
    <div role="alert" className={styles.notice}>
      <p>{UNPAID_ORDER_NOTICE}</p>
      <p className={styles.detail}>Order {orderId} stays saved as unpaid; placing your order again starts a new payment.</p>
    </div>
  );
}
