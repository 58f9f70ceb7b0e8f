import { MAX_VIEWED_PRODUCTS, VIEWED_PRODUCTS_KEY, recordProductView, viewedProductIds } from './viewedProducts';

afterEach(() => localStorage.clear());

describe('viewed products', () => {
  it('starts empty and keeps the views newest first, each product once', () => {
    expect(viewedProductIds()).toEqual([]);
    recordProductView(3);
    recordProductView(7);
    recordProductView(3);
    expect(viewedProductIds()).toEqual([3, 7]);
    expect(JSON.parse(localStorage.getItem(VIEWED_PRODUCTS_KEY) ?? '')).toEqual([3, 7]);
  });

  it(`keeps the newest ${MAX_VIEWED_PRODUCTS}`, () => {
    for (let id = 1; id <= MAX_VIEWED_PRODUCTS + 5; id += 1) recordProductView(id);
    const ids = viewedProductIds();
    expect(ids).toHaveLength(MAX_VIEWED_PRODUCTS);
    expect(ids[0]).toBe(MAX_VIEWED_PRODUCTS + 5);
  });

  it('reads a damaged stored value as nothing viewed, and drops ids that are not products', () => {
    localStorage.setItem(VIEWED_PRODUCTS_KEY, '{oops');
    expect(viewedProductIds()).toEqual([]);
    localStorage.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify([4, 'x', -1, 4.5, 9]));
    expect(viewedProductIds()).toEqual([4, 9]);
  });
});
