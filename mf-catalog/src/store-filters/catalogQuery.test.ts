import { catalogPageOf, catalogQueryOf } from './catalogQuery';
import { DEFAULT_STORE_QUERY } from './storeQuery';

describe('the catalogue query of a store view (GET catalog)', () => {
  it('asks for the page, its size (8 in a grid, 6 in the list) and the currency, and leaves the defaults out', () => {
    expect(catalogQueryOf(DEFAULT_STORE_QUERY, 'USD')).toEqual({ page: '1', pageSize: '8', currency: 'USD' });
    expect(catalogQueryOf({ ...DEFAULT_STORE_QUERY, layout: 'list', page: 2 }, 'NGN')).toEqual({ page: '2', pageSize: '6', currency: 'NGN' });
  });

  it('says every chosen filter, the price range in the shopper’s currency as it is', () => {
    const query = {
      ...DEFAULT_STORE_QUERY,
      category: 'Fashion',
      priceMin: 15_000,
      priceMax: 90_750.5,
      availability: 'Out of Stock',
      color: 'Red',
      size: 'M',
      brands: ['Nike', 'Gucci'],
      onSale: true,
      sort: 'Price Descending' as const,
    };
    expect(catalogQueryOf(query, 'NGN')).toEqual({
      category: 'Fashion',
      min: '15000',
      max: '90750.5',
      availability: 'Out of Stock',
      color: 'Red',
      size: 'M',
      brands: 'Nike,Gucci',
      sale: '1',
      sort: 'Price Descending',
      page: '1',
      pageSize: '8',
      currency: 'NGN',
    });
  });

  it('asks the same question for another page', () => {
    expect(catalogPageOf({ color: 'Red', page: '1', pageSize: '8', currency: 'USD' }, 2)).toEqual({ color: 'Red', page: '2', pageSize: '8', currency: 'USD' });
  });
});
