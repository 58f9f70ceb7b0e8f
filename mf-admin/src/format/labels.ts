// The words the console uses for the contract's values.
const PAYMENT_METHODS: Record<string, string> = { paystack: 'Paystack', paypal: 'PayPal', sandbox: 'Sandbox', 'no-payment': 'No payment' };

export const paymentMethodLabel = (method: string) => PAYMENT_METHODS[method] ?? method;

/** "pending-long" → "Pending long". */
export const label = (value: string) => {
  const words = value.replace(/[-_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
