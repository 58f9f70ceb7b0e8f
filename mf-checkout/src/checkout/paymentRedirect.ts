// Leaves the store for the payment provider's page (a full page load; the provider sends the shopper back to /payment-confirmation).
export function leaveForPaymentPage(paymentUrl: string): void {
  reloadWhenRestoredFromCache(() => window.location.reload());
  window.location.assign(paymentUrl);
}

/**
 * Back from the provider's page, the browser may restore this checkout from its back/forward cache, frozen at
 * "Redirecting to payment..." with the pay button disabled. A reload shows it as it is now instead: the cart, kept
 * until paid, with the notice that the payment was not completed.
 */
export function reloadWhenRestoredFromCache(reload: () => void): void {
  window.addEventListener(
    'pageshow',
    (event) => {
      if ((event as PageTransitionEvent).persisted) reload();
    },
    { once: true },
  );
}
