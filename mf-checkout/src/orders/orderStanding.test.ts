import { orderStanding } from './orderStanding';

const paystack = (status?: string) => ({ status, paymentMethod: 'paystack' });

describe("the confirmation page's heading for an order's state", () => {
  it("says the spec's Order Confirmed! for a paid order, for one placed without a payment method, and for an API without states", () => {
    expect(orderStanding(paystack('paid')).heading).toBe('Order Confirmed!');
    expect(orderStanding({ status: 'pending', paymentMethod: 'no-payment' })).toMatchObject({ heading: 'Order Confirmed!', paymentStatus: 'Pending' });
    expect(orderStanding(paystack(undefined)).heading).toBe('Order Confirmed!');
  });

  it('never says Order Confirmed! in green for an order whose payment is pending, declined, cancelled, refunded or unknown', () => {
    for (const status of ['pending', 'failed', 'cancelled', 'refunded', 'disputed']) {
      const standing = orderStanding(paystack(status));
      expect(standing.heading).not.toBe('Order Confirmed!');
      expect(standing.tone).not.toBe('success');
    }
    expect(orderStanding(paystack('failed')).heading).toBe('Payment Declined');
  });
});
