import { readPaymentReturn } from './paymentReturn';

const read = (query: string) => readPaymentReturn(new URLSearchParams(query));

describe('reading the provider return (SPEC §2 "Payment confirmation")', () => {
  it('reads Paystack style reference, trxref and order_id', () => {
    expect(read('reference=R1&trxref=R1&order_id=O1')).toEqual({ reference: 'R1', orderId: 'O1', status: null });
  });

  it('falls back to trxref, tx_ref and PayPal token for the reference, and passes status on', () => {
    expect(read('trxref=T&order_id=O&status=success')).toEqual({ reference: 'T', orderId: 'O', status: 'success' });
    expect(read('tx_ref=X&order_id=O')?.reference).toBe('X');
    expect(read('token=PP&PayerID=P1&order_id=O')?.reference).toBe('PP');
  });

  it('is missing without a reference or without an order ID', () => {
    expect(read('')).toBeNull();
    expect(read('reference=R1')).toBeNull();
    expect(read('order_id=O1')).toBeNull();
    expect(read('reference=%20&order_id=O1')).toBeNull();
  });
});
