// Orders as the API answers them, for the result pages' component tests.
import type { OrderLookup, VerifiedOrder } from '@storefront/shared';

export const customer = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 202 555 0100' };

export const lookedUpOrder: OrderLookup = {
  id: 'ord_abc123',
  status: 'pending',
  customer,
  address: { street: '1 Main St', city: 'Washington', state: 'DC', postalCode: '20001', country: 'US' },
  order_items: [
    { title: 'Display Font', license_type: 'Extended', quantity: 1, total_price: 199.99 },
    { title: 'Desk Lamp', license_type: null, quantity: 2, total_price: '80.00' },
  ],
  total: 279.99,
  currency: 'USD',
  paymentMethod: 'paystack',
  created_at: '2026-03-04T10:30:00.000Z',
};

export const verifiedOrder: VerifiedOrder = {
  id: 'ord_paid42',
  status: 'paid',
  created_at: '2026-03-04T10:30:00.000Z',
  payment_method: { name: 'Paystack' },
  total: 22499.25,
  currency: 'NGN',
  customer,
  items: [{ title: 'Display Font', selectedLicense: 'Standard', quantity: 1, unitPrice: 22499.25, totalPrice: 22499.25 }],
};
