import fc from 'fast-check';
import { decimalToAmount, minorToAmount, toDecimalString, toMinorUnits } from './money';

describe('money', () => {
  it('parses numeric strings exactly', () => {
    expect(toMinorUnits('29.99')).toBe(2999);
    expect(toMinorUnits('374999.25')).toBe(37499925);
    expect(toMinorUnits('5.5')).toBe(550);
    expect(toMinorUnits('16')).toBe(1600);
    expect(() => toMinorUnits('1e3')).toThrow('Not a money amount');
  });

  it('rounds JSON numbers to the nearest minor unit', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(44992.5)).toBe(4499250);
  });

  it('round-trips minor units through the decimal string a numeric column stores', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinorUnits(toDecimalString(minor))).toBe(minor);
      }),
    );
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-150)).toBe('-1.50');
  });

  it('answers JSON numbers', () => {
    expect(minorToAmount(2999)).toBe(29.99);
    expect(decimalToAmount('149999.25')).toBe(149999.25);
  });
});
