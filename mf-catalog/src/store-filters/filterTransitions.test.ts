import { DEFAULT_STORE_QUERY } from './storeQuery';
import { chooseCategory, chooseFilter, chooseLayout, clearFilters, setPriceRange, toggleBrand, withoutPriceRange } from './filterTransitions';

const onPage3 = { ...DEFAULT_STORE_QUERY, page: 3 };

describe('store filter transitions (SPEC §4)', () => {
  it('selecting the selected color, size or availability resets it to All', () => {
    const red = chooseFilter(DEFAULT_STORE_QUERY, 'color', 'Red');
    expect(red.color).toBe('Red');
    expect(chooseFilter(red, 'color', 'Red').color).toBe('All');
    expect(chooseFilter(chooseFilter(DEFAULT_STORE_QUERY, 'size', 'M'), 'size', 'M').size).toBe('All');
    expect(chooseFilter(chooseFilter(DEFAULT_STORE_QUERY, 'availability', 'In Stock'), 'availability', 'In Stock').availability).toBe('All');
  });

  it('brands toggle in and out', () => {
    const both = toggleBrand(toggleBrand(DEFAULT_STORE_QUERY, 'Nike'), 'Gucci');
    expect(both.brands).toEqual(['Nike', 'Gucci']);
    expect(toggleBrand(both, 'Nike').brands).toEqual(['Gucci']);
  });

  it('clear resets price, availability, color, size, brands and on-sale but keeps sort and page', () => {
    const busy = {
      ...onPage3,
      sort: 'Price Descending' as const,
      color: 'Red',
      size: 'S',
      availability: 'In Stock',
      brands: ['Nike'],
      onSale: true,
      priceMin: 50,
      priceMax: 90,
    };
    expect(clearFilters(busy)).toEqual({ ...onPage3, sort: 'Price Descending' });
    expect(clearFilters(busy)).toMatchObject({ priceMin: null, priceMax: null });
  });

  it('a category or a new page size goes back to page 1; a same-size layout keeps the page', () => {
    expect(chooseCategory(onPage3, 'Fashion')).toMatchObject({ category: 'Fashion', page: 1 });
    expect(chooseLayout(onPage3, 'list').page).toBe(1);
    expect(chooseLayout(onPage3, 2).page).toBe(3);
  });

  it('a price range is clamped and ordered; an end at its default stays out of the query', () => {
    const naira = { bounds: { min: 0, max: 375_000 }, defaults: { min: 15_000, max: 225_000 } };
    expect(setPriceRange(onPage3, 400_000, -3, naira)).toMatchObject({ priceMin: 0, priceMax: 375_000, page: 1 });
    expect(setPriceRange(DEFAULT_STORE_QUERY, 15_000, 90_000, naira)).toMatchObject({ priceMin: null, priceMax: 90_000 });
    expect(setPriceRange(DEFAULT_STORE_QUERY, 225_000, 15_000, naira)).toMatchObject({ priceMin: null, priceMax: null });
  });

  it('another currency drops the range, in the old one, back to the default', () => {
    expect(withoutPriceRange({ ...onPage3, priceMin: 40, priceMax: null })).toEqual(onPage3);
  });
});
