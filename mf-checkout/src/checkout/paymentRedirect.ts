// Leaves the store for the payment provider's page (a full page load; the provider sends the shopper back to /payment-confirmation).
export function leaveForPaymentPage(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
