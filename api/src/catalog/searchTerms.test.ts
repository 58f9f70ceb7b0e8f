import { searchTerms, typoDistance, typosAllowed } from './searchTerms';

it('splits a search into lower-case words, once each, at most six', () => {
  expect(searchTerms('  Wireless HEADPHONES, wireless!! (pro-2) ')).toEqual(['wireless', 'headphones', 'pro', '2']);
  expect(searchTerms('!!!')).toEqual([]);
  expect(searchTerms('a b c d e f g h')).toHaveLength(6);
  expect(searchTerms('Café crème')).toEqual(['café', 'crème']);
});

it('allows no typo under 4 letters, one from 4, two from 8', () => {
  expect([typosAllowed('hat'), typosAllowed('hood'), typosAllowed('headphon')]).toEqual([0, 1, 2]);
});

it('counts a swap of neighbouring letters as one typo', () => {
  expect(typoDistance('lonuge', 'lounge')).toBe(1);
  expect(typoDistance('hodie', 'hoodie')).toBe(1);
  expect(typoDistance('headphnes', 'headphones')).toBe(1);
  expect(typoDistance('blazr', 'blazer')).toBe(1);
  expect(typoDistance('lamp', 'lamp')).toBe(0);
  expect(typoDistance('lamp', 'camping')).toBe(4);
  expect(typoDistance('', 'abc')).toBe(3);
});
