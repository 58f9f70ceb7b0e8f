import { DEFAULT_STORE_QUERY, type StoreQuery } from './storeQuery';
import { filterProducts, matchesCategory } from './filterProducts';
import { ALL_TEST_PRODUCTS, beat, dress, lamp, sneaker } from './testProducts';

const wide = DEFAULT_STORE_QUERY;
const ids = (query: StoreQuery) => filterProducts(ALL_TEST_PRODUCTS, query).map((p) => p.id);

describe('filterProducts over the sample catalogue (SPEC §4 "Store filters")', () => {
  it('a price range from the URL is in the shown currency, licensed products by their Standard tier; an end left out is open', () => {
    expect(ids({ ...DEFAULT_STORE_QUERY, priceMin: 20, priceMax: 300 })).toEqual([dress.id, sneaker.id, beat.id]);
    expect(ids({ ...DEFAULT_STORE_QUERY, priceMin: 20 })).toEqual([dress.id, sneaker.id, beat.id]);
    expect(filterProducts(ALL_TEST_PRODUCTS, { ...DEFAULT_STORE_QUERY, priceMax: 15_000 }, 'NGN').map((p) => p.id)).toEqual([lamp.id]);
  });

  it('a category matches by name containment, case-insensitively; All shows everything', () => {
    expect(matchesCategory(lamp, 'Furn')).toBe(true);
    expect(matchesCategory(dress, 'fashion')).toBe(true);
    expect(matchesCategory(dress, 'Sneakers')).toBe(false);
    expect(ids({ ...wide, category: 'Audio' })).toEqual([beat.id]);
    expect(ids({ ...wide, category: 'All' })).toHaveLength(4);
  });

  it('filters by availability, color, size, brands (any of) and on sale', () => {
    expect(ids({ ...wide, availability: 'Out of Stock' })).toEqual([sneaker.id]);
    expect(ids({ ...wide, availability: 'In Stock' })).toEqual([dress.id, lamp.id, beat.id]);
    expect(ids({ ...wide, color: 'Black' })).toEqual([dress.id]);
    expect(ids({ ...wide, size: 'M' })).toEqual([dress.id]);
    expect(ids({ ...wide, brands: ['Nike', 'Gucci'] })).toEqual([dress.id, sneaker.id]);
    expect(ids({ ...wide, onSale: true })).toEqual([dress.id]);
  });

  it('drops products without price data and outside the range', () => {
    expect(filterProducts([{ id: 9, title: 'No price' }], wide)).toEqual([]);
    expect(ids({ ...wide, priceMin: 100, priceMax: 130 })).toEqual([sneaker.id]);
  });
});
