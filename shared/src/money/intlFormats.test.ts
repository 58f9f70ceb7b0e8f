import { dateTimeFormat, numberFormat } from './intlFormats';

it('makes a formatter once per locale and options, and another for other options', () => {
  const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const first = numberFormat('en-US', twoDecimals);
  expect(numberFormat('en-US', { ...twoDecimals })).toBe(first);
  expect(numberFormat('en-GB', twoDecimals)).not.toBe(first);
  expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).not.toBe(first);
  expect(first.format(1234.5)).toBe('1,234.50');
});

it('keeps date formatters the same way', () => {
  const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
  expect(dateTimeFormat('en-GB', options)).toBe(dateTimeFormat('en-GB', { ...options }));
  expect(dateTimeFormat('en-GB', options).format(new Date('2026-11-25T10:00:00Z'))).toBe('25 Nov 2026');
});
