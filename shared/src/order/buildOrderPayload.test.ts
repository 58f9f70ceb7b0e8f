import type { CartLine, CheckoutForm } from '../types';
import { toCartLine } from '../cart/cartLine';
import { digitalProduct, tee } from '../testing/fixtures';
import { buildOrderPayload, orderItemsFromCart, orderTotals } from './buildOrderPayload';

const form: CheckoutForm = {
  firstName: ' Ada ',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '+2348000000000',
  country: 'NG',
  state: 'Lagos',
  city: 'Ikeja',
  street: '1 Allen Avenue',
  postalCode: '100001',
  notes: 'Ring twice',
};

const lines: CartLine[] = [toCartLine(digitalProduct, 2, 'Extended'), toCartLine(tee, 3)];

describe('order payload (SPEC §3)', () => {
  it('lists each cart line with product id, license or null, unit and total price in the currency', () => {
    expect(orderItemsFromCart(lines, 'NGN')).toEqual([
      { productId: 101, title: 'Brand Kit', quantity: 2, selectedLicense: 'Extended', unitPrice: 149999.25, totalPrice: 299998.5, currency: 'NGN' },
      { productId: 7, title: 'Cotton Tee', quantity: 3, selectedLicense: null, unitPrice: 15000, totalPrice: 45000, currency: 'NGN' },
    ]);
  });

  it("prices an unlicensed line in NGN from the server's NGN amount in its snapshot, not from its dollar price", () => {
    const lamp = toCartLine({ ...tee, amounts: { USD: { price: 20, oldPrice: null }, NGN: { price: 14250.5, oldPrice: null } } }, 2);
    expect(orderItemsFromCart([lamp], 'NGN')[0]).toMatchObject({ unitPrice: 14250.5, totalPrice: 28501, currency: 'NGN' });
    expect(orderTotals([lamp, lines[0]], 'NGN')).toEqual({ subtotal: 328499.5, tax: 0, discount: 0, total: 328499.5 });
  });

  it('has tax and discount 0 and a total equal to the subtotal (SPEC §9)', () => {
    expect(orderTotals(lines, 'USD')).toEqual({ subtotal: 459.98, tax: 0, discount: 0, total: 459.98 });
  });

  it('carries customer, address, currency, payment method, notes and the ISO order date', () => {
    const payload = buildOrderPayload({ form, lines, currency: 'USD', paymentMethod: 'paystack', orderDate: new Date('2025-01-02T03:04:05Z') });
    expect(payload.customer).toEqual({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+2348000000000' });
    expect(payload.address).toEqual({ country: 'NG', state: 'Lagos', city: 'Ikeja', street: '1 Allen Avenue', postalCode: '100001' });
    expect(payload).toMatchObject({ currency: 'USD', paymentMethod: 'paystack', notes: 'Ring twice', orderDate: '2025-01-02T03:04:05.000Z' });
    expect(payload.totals.total).toBe(459.98);
    expect(payload.items).toHaveLength(2);
  });
});
