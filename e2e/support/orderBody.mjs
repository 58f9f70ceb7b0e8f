// The place_order body a client sends, built as the checkout builds it (SPEC §3 "Order payload"; tax and discount 0,
// total = subtotal). Plain JavaScript so that the journeys (TypeScript), the benchmarks and the multi-instance traffic
// (Node alone) all load this one file; its types are in orderBody.d.mts.

const round2 = (amount) => Math.round(amount * 100) / 100;

/** A guest with a phone number every country's rule accepts. */
export const TEST_CUSTOMER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+15550100' };
export const US_ADDRESS = { country: 'US', state: 'NY', city: 'New York', street: '1 Broadway', postalCode: '10004' };

/** One line of a product at `unitPrice`, in its first size and colour as the store defaults them. */
export function orderLine(product, { unitPrice, license = null, quantity = 1, currency = 'USD' }) {
  return {
    productId: product.id,
    title: product.title,
    quantity,
    selectedLicense: license,
    ...(product.sizes?.length ? { size: product.sizes[0] } : {}),
    ...(product.colors?.length ? { color: product.colors[0].name } : {}),
    unitPrice,
    totalPrice: round2(unitPrice * quantity),
    currency,
  };
}

/** The whole body: the lines, their totals, and the customer (TEST_CUSTOMER with `customer`'s fields over it). */
export function orderBody({ items, customer = {}, address = US_ADDRESS, currency = 'USD', paymentMethod = 'no-payment' }) {
  const subtotal = round2(items.reduce((sum, item) => sum + item.totalPrice, 0));
  return {
    customer: { ...TEST_CUSTOMER, ...customer },
    address,
    items,
    totals: { subtotal, tax: 0, discount: 0, total: subtotal },
    currency,
    paymentMethod,
    notes: '',
    orderDate: new Date().toISOString(),
  };
}
