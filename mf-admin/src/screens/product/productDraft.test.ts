import { adminProduct } from '../../testing/fixtures';
import { draftErrors, draftOf, patchOf } from './productDraft';

const licensed = adminProduct({
  prices: [
    { licenseType: 'Basic', usdAmount: 29.99, ngnAmount: 45000 },
    { licenseType: 'Premium', usdAmount: 99, ngnAmount: 150000 },
  ],
});

test('an unchanged form is an empty patch', () => {
  expect(patchOf(licensed, draftOf(licensed))).toEqual({});
});

test('sends only what changed, amounts as numbers, every tier when one changed', () => {
  const draft = { ...draftOf(licensed), title: ' Midnight Pulse II ', visible: false, available: '12' };
  draft.prices[1] = { ...draft.prices[1], usdAmount: '89.50' };
  expect(patchOf(licensed, draft)).toEqual({
    title: 'Midnight Pulse II',
    visible: false,
    available: 12,
    prices: [
      { licenseType: 'Basic', usdAmount: 29.99, ngnAmount: 45000 },
      { licenseType: 'Premium', usdAmount: 89.5, ngnAmount: 150000 },
    ],
  });
});

test('names every field the API would refuse, beside that field', () => {
  const draft = { ...draftOf(licensed), title: ' ', description: '', available: '-1' };
  draft.prices[0] = { ...draft.prices[0], usdAmount: '29.999', ngnAmount: 'free' };
  expect(draftErrors(draft)).toEqual({
    title: 'Enter a title.',
    description: 'Enter a description.',
    'prices.0.usdAmount': 'Enter an amount such as 29.99 (at most two decimals).',
    'prices.0.ngnAmount': 'Enter an amount such as 29.99 (at most two decimals).',
    available: 'Enter a whole number from 0 to 1000000.',
  });
});

test('checks the single price of a product without license tiers', () => {
  const plain = adminProduct({ prices: [] });
  expect(draftErrors({ ...draftOf(plain), price: '12,50' })).toEqual({ price: 'Enter an amount such as 29.99 (at most two decimals).' });
  expect(draftErrors({ ...draftOf(plain), price: '100000000.01' })).toEqual({ price: 'Enter an amount of at most 100,000,000.' });
  expect(draftErrors({ ...draftOf(plain), price: '100000000' })).toEqual({});
  expect(patchOf(plain, { ...draftOf(plain), price: '12.5' })).toEqual({ price: 12.5 });
});
