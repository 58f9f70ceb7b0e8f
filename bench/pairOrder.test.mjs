import { inPairOrder, pairOrder } from './pairOrder.mjs';

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

  it('alternates any two sides the same way', () => {
    expect([0, 1, 2, 3].map((i) => inPairOrder(i, 'small', 'large'))).toEqual([
      ['small', 'large'],
      ['large', 'small'],
      ['small', 'large'],
      ['large', 'small'],
    ]);
  });
});
