import { formatSampleTime } from './formatSampleTime';

describe('formatSampleTime', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [60, '1:00'],
    [102.4, '1:42'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('shows %p seconds as %p', (seconds, shown) => {
    expect(formatSampleTime(seconds)).toBe(shown);
  });
});
