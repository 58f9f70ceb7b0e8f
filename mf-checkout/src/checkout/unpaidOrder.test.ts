import { UNPAID_ORDER_KEY, forgetUnpaidOrder, loadUnpaidOrder, rememberUnpaidOrder } from './unpaidOrder';

afterEach(() => window.sessionStorage.clear());

describe('the order awaiting payment', () => {
  it('remembers, reads back and forgets the order', () => {
    rememberUnpaidOrder(window.sessionStorage, 'ord_7');
    expect(loadUnpaidOrder(window.sessionStorage)).toBe('ord_7');
    forgetUnpaidOrder(window.sessionStorage);
    expect(loadUnpaidOrder(window.sessionStorage)).toBeNull();
  });

  it('drops a stored value that is not an order ID', () => {
    window.sessionStorage.setItem(UNPAID_ORDER_KEY, '  ');
    expect(loadUnpaidOrder(window.sessionStorage)).toBeNull();
    window.sessionStorage.setItem(UNPAID_ORDER_KEY, 'x'.repeat(101));
    expect(loadUnpaidOrder(window.sessionStorage)).toBeNull();
  });

  it('works without storage', () => {
    expect(() => rememberUnpaidOrder(null, 'ord_7')).not.toThrow();
    expect(loadUnpaidOrder(null)).toBeNull();
  });
});
