import type { OrderPayload } from '@storefront/shared';
import { attemptFor, loadAttempt, saveAttempt } from './orderAttempt';

const payload: OrderPayload = {
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '1' },
  address: { country: 'US', state: 'DC', city: 'Washington', street: '1 Main St', postalCode: '20001' },
  items: [{ productId: 1, title: 'Lamp', quantity: 1, selectedLicense: null, unitPrice: 10, totalPrice: 10, currency: 'USD' }],
  totals: { subtotal: 10, tax: 0, discount: 0, total: 10 },
  currency: 'USD',
  paymentMethod: 'paystack',
  notes: '',
  orderDate: '2026-01-01T00:00:00.000Z',
};

afterEach(() => window.sessionStorage.clear());

describe('one Idempotency-Key per order attempt', () => {
  it('reuses the key and the exact body when the same order is sent again, even at a later time', () => {
    const first = attemptFor(payload, null);
    const again = attemptFor({ ...payload, orderDate: '2026-01-01T00:05:00.000Z' }, first);
    expect(again).toBe(first);
    expect(again.payload.orderDate).toBe(payload.orderDate);
  });

  it('takes a new key when the order changed', () => {
    const first = attemptFor(payload, null);
    const changed = attemptFor({ ...payload, paymentMethod: 'paypal' }, first);
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(changed.payload.paymentMethod).toBe('paypal');
  });

  it('survives a reload through sessionStorage and is forgotten once cleared', () => {
    const first = attemptFor(payload, null);
    saveAttempt(window.sessionStorage, first);
    expect(attemptFor(payload, loadAttempt(window.sessionStorage)).idempotencyKey).toBe(first.idempotencyKey);
    saveAttempt(window.sessionStorage, null);
    expect(loadAttempt(window.sessionStorage)).toBeNull();
  });

  it('ignores a stored attempt that is not one', () => {
    window.sessionStorage.setItem('checkoutAttempt', '{"idempotencyKey":1}');
    expect(loadAttempt(window.sessionStorage)).toBeNull();
  });
});
