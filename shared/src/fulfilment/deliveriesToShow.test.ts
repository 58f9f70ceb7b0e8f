import { activeDelivery } from '../testing/deliveries';
import { deliveriesToShow } from './deliveriesToShow';

describe('which deliveries an order page shows', () => {
  const deliveries = [activeDelivery()];

  it('shows the deliveries of a paid or refunded order', () => {
    expect(deliveriesToShow({ status: 'paid', deliveries })).toEqual(deliveries);
    expect(deliveriesToShow({ status: 'refunded', deliveries })).toEqual(deliveries);
    expect(deliveriesToShow({ status: 'paid' })).toEqual([]);
  });

  it('shows none for an unpaid, declined, pending or cancelled order, or one without a status, whatever came with it', () => {
    for (const status of ['pending', 'failed', 'cancelled', undefined]) expect(deliveriesToShow({ status, deliveries })).toEqual([]);
  });
});
