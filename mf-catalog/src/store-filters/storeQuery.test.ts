import { DEFAULT_STORE_QUERY, readStoreQuery, writeStoreQuery, type StoreQuery } from './storeQuery';

describe('store query in the URL', () => {
  it('an empty query is the SPEC §4 initial state (the default price range, All, no brands, default sort, page 1, 4 columns)', () => {
    expect(readStoreQuery(new URLSearchParams())).toEqual(DEFAULT_STORE_QUERY);
    expect(DEFAULT_STORE_QUERY).toMatchObject({ priceMin: null, priceMax: null });
    expect(writeStoreQuery(DEFAULT_STORE_QUERY).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const query: StoreQuery = {
      category: 'Fashion',
      priceMin: 15_000,
      priceMax: 90_750.5,
      availability: 'In Stock',
      color: 'Light Blue',
      size: '2XL',
      brands: ['Nike', 'Louis Vuitton'],
      onSale: true,
      sort: 'Price Ascending',
      page: 3,
      layout: 'list',
    };
    expect(readStoreQuery(new URLSearchParams(writeStoreQuery(query).toString()))).toEqual(query);
  });

  it('ignores unknown or broken values, and keeps amounts and the category within what the API takes', () => {
    const query = readStoreQuery(new URLSearchParams('color=Teal&size=9&brands=Nike,Acme&sort=Random&page=-2&layout=7&min=x&max=-5'));
    expect(query).toMatchObject({ color: 'All', size: 'All', brands: ['Nike'], sort: 'Sort by (Default)', page: 1, layout: 4, priceMin: null, priceMax: null });
    expect(readStoreQuery(new URLSearchParams(`min=20.456&max=1e30&category=${'a'.repeat(150)}`))).toMatchObject({
      priceMin: 20.46,
      priceMax: 999_999_999,
      category: 'a'.repeat(100),
    });
  });
});
