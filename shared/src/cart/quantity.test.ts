import { cappedQuantity, decrementQuantity, incrementQuantity, isValidQuantity, MAX_QUANTITY, parseQuantityInput } from './quantity';

describe('quantity control (SPEC §4)', () => {
  it('accepts typed input only if it is a whole number above 0', () => {
    expect(parseQuantityInput('3')).toBe(3);
    expect(parseQuantityInput(' 12 ')).toBe(12);
    expect(parseQuantityInput('007')).toBe(7);
  });

  it('rejects zero, negatives, decimals, exponents, text and empty input', () => {
    for (const raw of ['0', '00', '-1', '1.5', '2.0', '1e3', '+2', 'abc', '3 4', '', '   ']) {
      expect(parseQuantityInput(raw)).toBeNull();
    }
  });

  it('minus never goes below 1', () => {
    expect(decrementQuantity(3)).toBe(2);
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(0)).toBe(1);
    expect(decrementQuantity(Number.NaN)).toBe(1);
  });

  it('plus adds 1', () => {
    expect(incrementQuantity(1)).toBe(2);
    expect(incrementQuantity(9)).toBe(10);
    expect(incrementQuantity(Number.NaN)).toBe(2);
  });

  it('a quantity must be a positive whole number (SPEC §5)', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(-1)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
    expect(isValidQuantity('2')).toBe(false);
  });
});

describe('quantity cap (at most 99 of one item)', () => {
  it('is 99', () => expect(MAX_QUANTITY).toBe(99));

  it('reads typed input above 99 as 99, however long', () => {
    expect(parseQuantityInput('99')).toBe(99);
    expect(parseQuantityInput('100')).toBe(99);
    expect(parseQuantityInput('99999999999999999999')).toBe(99);
    expect(parseQuantityInput('9'.repeat(400))).toBe(99);
  });

  it('plus stops at 99', () => {
    expect(incrementQuantity(98)).toBe(99);
    expect(incrementQuantity(99)).toBe(99);
    expect(incrementQuantity(500)).toBe(99);
  });

  it('caps a valid quantity at 99 and refuses an invalid one', () => {
    expect(cappedQuantity(5)).toBe(5);
    expect(cappedQuantity(99)).toBe(99);
    expect(cappedQuantity(1000)).toBe(99);
    for (const invalid of [0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '4', null]) expect(cappedQuantity(invalid)).toBeNull();
  });
});
