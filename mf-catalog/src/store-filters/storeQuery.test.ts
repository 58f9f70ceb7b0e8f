import { DEFAULT_STORE_QUERY, readStoreQuery, writeStoreQuery, type StoreQuery } from './storeQuery';

describe('store query in the URL', () => {
  it('an empty query is the SPEC §4 initial state (price 20-300, All, no brands, default sort, page 1, 4 columns)', () => {
    expect(readStoreQuery(new URLSearchParams())).toEqual(DEFAULT_STORE_QUERY);
    expect(writeStoreQuery(DEFAULT_STORE_QUERY).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const query: StoreQuery = {
      category: 'Fashion',
      priceMin: 40,
      priceMax: 250,
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

  it('ignores unknown or broken values', () => {
    const query = readStoreQuery(new URLSearchParams('color=Teal&size=9&brands=Nike,Acme&sort=Random&page=-2&layout=7&min=x&max=9999'));
    expect(query).toMatchObject({ color: 'All', size: 'All', brands: ['Nike'], sort: 'Sort by (Default)', page: 1, layout: 4, priceMin: 20, priceMax: 500 });
  });
});
