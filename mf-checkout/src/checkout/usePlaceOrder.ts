// Places the order (SPEC §4 "Checkout"): idle → processing → success (then redirect) or error, one Idempotency-Key per attempt.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CONFIRMATION_REDIRECT_DELAY_MS,
  PAYMENT_REDIRECT_DELAY_MS,
  clearCart,
  refreshCartPrices,
  useAppDispatch,
  usePlaceOrderMutation,
  type OrderPayload,
} from '@storefront/shared';
import { placeOrderErrorMessage, rejectedOrderMessage } from '@storefront/shared/order';
import { CHECKOUT_STATUS_MESSAGES } from '@storefront/shared/checkout';
import { clearDraft, sessionStore } from './checkoutDraft';
import { attemptFor, loadAttempt, saveAttempt, type OrderAttempt } from './orderAttempt';
import { leaveForPaymentPage } from './paymentRedirect';
import { forgetUnpaidOrder, rememberUnpaidOrder } from './unpaidOrder';

export type OrderStatus =
  { phase: 'idle' } | { phase: 'processing'; message: string } | { phase: 'success'; message: string } | { phase: 'error'; message: string };

function isPriceMismatch(error: unknown): boolean {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return data?.code === 'PRICE_MISMATCH';
}

export function usePlaceOrder() {
  const [placeOrder] = usePlaceOrderMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [status, setStatus] = useState<OrderStatus>({ phase: 'idle' });
  // A ref, not state: a second click in the same tick must already see the first one.
  const busy = useRef(false);
  const attempt = useRef<OrderAttempt | null>(null);
  const redirect = useRef<{ timer: ReturnType<typeof setTimeout>; onLeave: () => void } | null>(null);

  useEffect(() => {
    attempt.current = loadAttempt(sessionStore());
    return () => {
      // Leaving the page before the redirect fires: the order is placed, so its cart is still cleared.
      if (redirect.current) {
        clearTimeout(redirect.current.timer);
        redirect.current.onLeave();
      }
    };
  }, []);

  const remember = (next: OrderAttempt | null) => {
    attempt.current = next;
    saveAttempt(sessionStore(), next);
  };

  const scheduleRedirect = (delay: number, go: () => void, onLeave: () => void) => {
    const timer = setTimeout(() => {
      redirect.current = null;
      go();
    }, delay);
    redirect.current = { timer, onLeave };
  };

  const submit = async (payload: OrderPayload) => {
    if (busy.current) return;
    busy.current = true;
    const current = attemptFor(payload, attempt.current);
    remember(current);
    setStatus({ phase: 'processing', message: CHECKOUT_STATUS_MESSAGES.processing });
    try {
      const response = await placeOrder({ payload: current.payload, idempotencyKey: current.idempotencyKey }).unwrap();
      if (!response.success || !response.order_id) {
        setStatus({ phase: 'error', message: rejectedOrderMessage(response) });
        busy.current = false;
        return;
      }
      // Placed: the page stays busy, so nothing can send the order again; the next placement is a new order with a new key.
      remember(null);
      const orderId = response.order_id;
      const paymentUrl = response.payment_url;
      if (paymentUrl) {
        // Cart and form stay until the payment is verified as paid: a declined or abandoned payment returns to them.
        rememberUnpaidOrder(sessionStore(), orderId);
        setStatus({ phase: 'success', message: CHECKOUT_STATUS_MESSAGES.redirectingToPayment });
        scheduleRedirect(
          PAYMENT_REDIRECT_DELAY_MS,
          () => leaveForPaymentPage(paymentUrl),
          () => {},
        );
      } else {
        clearDraft(sessionStore());
        forgetUnpaidOrder(sessionStore());
        const finish = () => dispatch(clearCart());
        setStatus({ phase: 'success', message: CHECKOUT_STATUS_MESSAGES.redirectingToConfirmation });
        scheduleRedirect(
          CONFIRMATION_REDIRECT_DELAY_MS,
          () => {
            finish();
            navigate(`/order-confirmation/${encodeURIComponent(orderId)}`);
          },
          finish,
        );
      }
    } catch (error) {
      setStatus({ phase: 'error', message: placeOrderErrorMessage(error as Parameters<typeof placeOrderErrorMessage>[0]) });
      if (isPriceMismatch(error)) {
        remember(null);
        await dispatch(refreshCartPrices());
      }
      busy.current = false;
    }
  };

  /** An attempt refused before sending (SPEC §5 overall messages). */
  const refuse = (message: string) => {
    if (!busy.current) setStatus({ phase: 'error', message });
  };

  return { status, submit, refuse };
}
