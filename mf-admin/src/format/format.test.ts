import { formatDateTime, formatDay, formatMoney, formatVital } from './format';

test("writes an amount in its own currency's notation", () => {
  expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
  expect(formatMoney(150000, 'NGN')).toBe('NGN\u00a0150,000.00');
});

test('writes times in UTC, as the API does in its messages', () => {
  expect(formatDateTime('2026-11-25T14:03:00.000Z')).toBe('25 Nov 2026, 14:03 UTC');
  expect(formatDay('2026-11-25')).toBe('25 Nov');
});

test('writes page-speed figures in their unit: milliseconds below a second, seconds above, CLS as a score', () => {
  expect(formatVital('INP', 183.4)).toBe('183 ms');
  expect(formatVital('LCP', 2500)).toBe('2.5 s');
  expect(formatVital('LCP', 2561.5)).toBe('2.56 s');
  expect(formatVital('CLS', 0.10905)).toBe('0.109');
  expect(formatVital('CLS', 0)).toBe('0');
});
