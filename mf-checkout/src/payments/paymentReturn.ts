// Reads the provider's return to /payment-confirmation: Paystack's reference/trxref, Flutterwave-style tx_ref, PayPal's token, plus order_id and status.
export interface PaymentReturn {
  reference: string;
  /** What the provider's redirect claimed; passed on for the log, never trusted by the server. */
  status: string | null;
  orderId: string;
}

const REFERENCE_PARAMS = ['reference', 'trxref', 'tx_ref', 'token'] as const;

function firstValue(search: URLSearchParams, names: readonly string[]): string {
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return '';
}

/** The payment to verify, or null when the reference or the order ID is missing (SPEC §8: the Payment Error view). */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const reference = firstValue(search, REFERENCE_PARAMS);
  const orderId = firstValue(search, ['order_id']);
  if (!reference || !orderId) return null;
  return { reference, orderId, status: search.get('status') };
}
