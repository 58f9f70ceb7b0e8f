// Verifies the payment the provider returned with (SPEC §4): loading, then success, failed or error — an unknown status is never success.
// A failed or unknown payment leaves the cart as it is, so Try Again returns to a checkout that still holds it.
import { useEffect, useRef, useState } from 'react';
import { clearCart, useAppDispatch, useVerifyPaymentMutation, type VerifiedOrder } from '@storefront/shared';
import { failedVerificationMessage, verificationErrorMessage } from '@storefront/shared/order';
import { clearDraft, sessionStore } from '../checkout/checkoutDraft';
import { forgetUnpaidOrder } from '../checkout/unpaidOrder';
import type { PaymentReturn } from './paymentReturn';

export type PaymentResult =
  { view: 'loading' } | { view: 'error'; message?: string } | { view: 'failed'; message: string; orderId: string } | { view: 'success'; order: VerifiedOrder };

export function usePaymentVerification(payment: PaymentReturn | null): PaymentResult {
  const [verifyPayment] = useVerifyPaymentMutation();
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<PaymentResult>(payment ? { view: 'loading' } : { view: 'error' });
  // Verify each return once, also when StrictMode runs the effect twice.
  const verified = useRef<string | null>(null);
  const signature = payment && `${payment.orderId}|${payment.reference}|${payment.status}`;

  useEffect(() => {
    if (!payment || verified.current === signature) return;
    verified.current = signature;
    setResult({ view: 'loading' });
    verifyPayment({ reference: payment.reference, status: payment.status, orderId: payment.orderId })
      .unwrap()
      .then(
        (response) => {
          if (response.success && response.payment_status === 'success' && response.order) {
            // Paid: only now are the cart and the checkout form done with (decision 0016).
            dispatch(clearCart());
            clearDraft(sessionStore());
            forgetUnpaidOrder(sessionStore());
            setResult({ view: 'success', order: response.order });
          } else {
            const orderId = response.order?.id ?? payment.orderId;
            setResult({ view: 'failed', message: failedVerificationMessage(response), orderId });
          }
        },
        (error) => setResult({ view: 'error', message: verificationErrorMessage(error) }),
      );
  }, [signature]); // The signature stands for the payment: a new object with the same values is the same return.

  return payment ? result : { view: 'error' };
}
