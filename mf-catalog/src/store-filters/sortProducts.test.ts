import { SORT_OPTIONS } from '@storefront/shared';
import { sortProducts } from './sortProducts';
import { ALL_TEST_PRODUCTS } from './testProducts';

const titles = (sort: (typeof SORT_OPTIONS)[number]) => sortProducts(ALL_TEST_PRODUCTS, sort).map((p) => p.title);

describe('sortProducts (SPEC §9 sort options)', () => {
  it('the default keeps the catalogue order', () => {
    expect(titles('Sort by (Default)')).toEqual(['Linen Dress', 'air runner', 'Desk Lamp', 'Beat Pack']);
  });
  it('sorts titles ignoring case, both ways', () => {
    expect(titles('Title Ascending')).toEqual(['air runner', 'Beat Pack', 'Desk Lamp', 'Linen Dress']);
    expect(titles('Title Descending')).toEqual(['Linen Dress', 'Desk Lamp', 'Beat Pack', 'air runner']);
  });
  it('sorts by price, a licensed product by its Standard tier', () => {
    expect(titles('Price Ascending')).toEqual(['Desk Lamp', 'Beat Pack', 'Linen Dress', 'air runner']);
    expect(titles('Price Descending')).toEqual(['air runner', 'Linen Dress', 'Beat Pack', 'Desk Lamp']);
  });
  it('does not change the list it is given', () => {
    const list = [...ALL_TEST_PRODUCTS];
    sortProducts(list, 'Title Ascending');
    expect(list).toEqual(ALL_TEST_PRODUCTS);
  });
});
