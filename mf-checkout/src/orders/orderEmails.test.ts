import { memoryStorage } from '@storefront/shared/testing';
import { forgetOrderEmail, ORDER_EMAILS_KEY, orderEmailFor, rememberOrderEmail, REMEMBERED_ORDERS } from './orderEmails';

describe("remembering which e-mail placed this tab's orders (issue 17 §4 proof of ownership)", () => {
  it('remembers the e-mail for the order, trimmed', () => {
    const storage = memoryStorage();
    rememberOrderEmail(storage, 'ord_1', ' ada@example.com ');
    expect(orderEmailFor(storage, 'ord_1')).toBe('ada@example.com');
    expect(orderEmailFor(storage, 'ord_2')).toBeNull();
  });

  it(`keeps only the last ${REMEMBERED_ORDERS} orders`, () => {
    const storage = memoryStorage();
    for (let n = 1; n <= REMEMBERED_ORDERS + 2; n += 1) rememberOrderEmail(storage, `ord_${n}`, `buyer${n}@example.com`);
    expect(orderEmailFor(storage, 'ord_1')).toBeNull();
    expect(orderEmailFor(storage, 'ord_2')).toBeNull();
    expect(orderEmailFor(storage, 'ord_3')).toBe('buyer3@example.com');
    expect(JSON.parse(storage.getItem(ORDER_EMAILS_KEY)!)).toHaveLength(REMEMBERED_ORDERS);
  });

  it('drops stored entries that fail validation and survives a corrupt value', () => {
    const storage = memoryStorage();
    storage.setItem(
      ORDER_EMAILS_KEY,
      JSON.stringify([{ orderId: 'ord_1', email: 'not an e-mail' }, { orderId: 7, email: 'a@b.co' }, null, { orderId: 'ord_2', email: 'ada@example.com' }]),
    );
    expect(orderEmailFor(storage, 'ord_1')).toBeNull();
    expect(orderEmailFor(storage, 'ord_2')).toBe('ada@example.com');
    storage.setItem(ORDER_EMAILS_KEY, '{not json');
    expect(orderEmailFor(storage, 'ord_2')).toBeNull();
    rememberOrderEmail(storage, 'ord_3', 'ada@example.com');
    expect(orderEmailFor(storage, 'ord_3')).toBe('ada@example.com');
  });

  it('forgets an e-mail the API refused', () => {
    const storage = memoryStorage();
    rememberOrderEmail(storage, 'ord_1', 'ada@example.com');
    forgetOrderEmail(storage, 'ord_1');
    expect(orderEmailFor(storage, 'ord_1')).toBeNull();
  });

  it('works without storage, and with a storage that refuses reads or writes', () => {
    rememberOrderEmail(null, 'ord_1', 'ada@example.com');
    expect(orderEmailFor(null, 'ord_1')).toBeNull();
    const full = memoryStorage({}, { failWrites: true });
    expect(() => rememberOrderEmail(full, 'ord_1', 'ada@example.com')).not.toThrow();
    expect(orderEmailFor(memoryStorage({}, { failReads: true }), 'ord_1')).toBeNull();
  });
});
