// Orders as the API answers them, for the result pages' component tests.
import type { OrderLookup, VerifiedOrder } from '@storefront/shared';
import { activeDelivery } from '@storefront/shared/testing';

export const customer = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 202 555 0100' };

/** A paid order as its owner sees it; it has no digital line with a delivery (see `paidDigitalOrder`). */
export const lookedUpOrder: OrderLookup = {
  id: 'ord_abc123',
  status: 'paid',
  access: 'owner',
  deliveries: [],
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

/** `lookedUpOrder` as the API shows it without proof of ownership (decision 0060): personal data masked, no deliveries. */
export const maskedOrder: OrderLookup = {
  ...lookedUpOrder,
  access: 'masked',
  deliveries: undefined,
  customer: { first_name: 'A.', last_name: 'L.', email: 'a***@example.com', phone: '**********00' },
  address: { street: '', city: '', state: 'DC', postalCode: '', country: 'US' },
};

/** A paid order whose Premium digital line has its license key and download. */
export const paidDigitalOrder: OrderLookup = {
  ...lookedUpOrder,
  order_items: [{ title: 'Midnight Pulse', license_type: 'Premium', quantity: 1, total_price: 199.99 }],
  total: 199.99,
  deliveries: [activeDelivery()],
};

/** `verifiedOrder` for a Premium digital line, with its delivery (verify_payment proves ownership by reference). */
export const verifiedDigitalOrder: VerifiedOrder = {
  ...verifiedOrder,
  items: [{ title: 'Midnight Pulse', selectedLicense: 'Premium', quantity: 1, unitPrice: 22499.25, totalPrice: 22499.25 }],
  deliveries: [activeDelivery()],
};
