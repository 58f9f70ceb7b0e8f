// Checkout (/checkout): the guest's customer form, payment choice, cart summary and pay button (SPEC §2, §4, §5), with a
// notice when the cart comes back from an unpaid payment (decision 0016). Rendered on the server too, as one form the
// server answers when the page's scripts do not run (decision 0066): the payment choice and the pay button belong to
// the customer form through their `form` attribute.
import { useEffect, useState } from 'react';
import { selectCartItems, selectCurrency, useAppSelector } from '@storefront/shared';
import { buildOrderPayload, needsShipping } from '@storefront/shared/order';
import { CartSummary } from '../../components/CartSummary/CartSummary';
import { CustomerForm } from '../../components/CustomerForm/CustomerForm';
import { PaymentOptions } from '../../components/PaymentOptions/PaymentOptions';
import { PlaceOrderPanel } from '../../components/PlaceOrder/PlaceOrderPanel';
import { UnpaidOrderNotice } from '../../components/UnpaidOrderNotice/UnpaidOrderNotice';
import { sessionStore } from '../../checkout/checkoutDraft';
import { orderBlocker, payButtonHints } from '@storefront/shared/checkout';
import { orderForm } from '../../checkout/orderForm';
import { usablePaymentMethod } from '@storefront/shared/checkout';
import { useAccountPrefill } from '../../checkout/useAccountPrefill';
import { useCheckoutDraft } from '../../checkout/useCheckoutDraft';
import { usePlaceOrder } from '../../checkout/usePlaceOrder';
import { loadUnpaidOrder } from '../../checkout/unpaidOrder';
import styles from './CheckoutPage.module.css';

const CHECKOUT_FORM_ID = 'checkout-form';

export default function CheckoutPage() {
  const lines = useAppSelector(selectCartItems);
  const currency = useAppSelector(selectCurrency);
  const ships = needsShipping(lines);
  const draft = useCheckoutDraft({ ships });
  useAccountPrefill(draft.prefill);
  const { status, submit, refuse } = usePlaceOrder();
  // Read once on arrival (after the first render, which matches the server's): placing the order stores the new one,
  // which must not turn into a notice on this same visit.
  const [unpaidOrderId, setUnpaidOrderId] = useState<string | null>(null);
  useEffect(() => setUnpaidOrderId(loadUnpaidOrder(sessionStore())), []);
  const placing = status.phase === 'processing' || status.phase === 'success';
  const paymentMethod = usablePaymentMethod(draft.paymentMethod, currency);
  const readiness = { form: draft.form, ships, cartLineCount: lines.length, paymentMethod };

  const onPlaceOrder = () => {
    draft.validateAll();
    const blocker = orderBlocker(readiness);
    if (blocker !== null) refuse(blocker);
    else if (paymentMethod) void submit(buildOrderPayload({ form: orderForm(draft.form, ships), lines, currency, paymentMethod }));
  };

  return (
    <div className={styles.page} data-boundary="checkout">
      <h1>Checkout</h1>
      {unpaidOrderId && lines.length > 0 && !placing && <UnpaidOrderNotice orderId={unpaidOrderId} />}
      <div className={styles.columns}>
        <div className={styles.main}>
          <CustomerForm {...draft} ships={ships} formId={CHECKOUT_FORM_ID} />
          <PaymentOptions selected={paymentMethod} onSelect={draft.choosePaymentMethod} formId={CHECKOUT_FORM_ID} />
        </div>
        <aside className={styles.side} aria-label="Order summary">
          <CartSummary />
          <PlaceOrderPanel
            hints={payButtonHints(readiness)}
            status={status}
            refusal={draft.notice?.kind === 'refused' ? draft.notice.message : null}
            onPlaceOrder={onPlaceOrder}
            formId={CHECKOUT_FORM_ID}
          />
        </aside>
      </div>
    </div>
  );
}
