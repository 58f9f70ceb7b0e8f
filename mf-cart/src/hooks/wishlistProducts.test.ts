import { wishlistProducts } from './wishlistProducts';

const products = [1, 2, 3, 4].map((id) => ({ id, title: `Product ${id}` }));

describe('wishlistProducts', () => {
  it('keeps the wishlist order', () => {
    expect(wishlistProducts([3, 1], products).map((p) => p.id)).toEqual([3, 1]);
  });

  it('leaves out ids the catalogue does not know', () => {
    expect(wishlistProducts([2, 99], products).map((p) => p.id)).toEqual([2]);
  });

  it('is empty for an empty wishlist', () => {
    expect(wishlistProducts([], products)).toEqual([]);
  });
});
