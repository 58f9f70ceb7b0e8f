import { pairOrder } from './pairOrder.mjs';

describe('the order of the runs with scripts and of the floor', () => {
  it('alternates which of the two runs first, so that neither always follows the other', () => {
    const orders = [0, 1, 2, 3, 4].map(pairOrder);
    expect(orders).toEqual([
      ['with', 'floor'],
      ['floor', 'with'],
      ['with', 'floor'],
      ['floor', 'with'],
      ['with', 'floor'],
    ]);
    expect(orders.every((pair) => [...pair].sort().join() === 'floor,with')).toBe(true);
  });
});
