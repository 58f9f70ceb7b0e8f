// Twenty products for the store's component tests (three pages of 8): two categories, prices $25–$215, every third out
// of stock, every fourth on sale, in Pink, Red or Beige, sizes S/M or L, by Nike or Gucci (never Zalando).
import type { Product } from '@storefront/shared';

const COLOURS = ['Pink', 'Red', 'Beige'];

export const storeProducts: Product[] = Array.from({ length: 20 }, (_, index) => ({
  id: 100 + index,
  title: `Product ${String(index + 1).padStart(2, '0')}`,
  image_url: `/media/products/${100 + index}.svg`,
  category_name: index % 2 === 0 ? 'Fashion' : 'Digital Audio',
  price: 25 + index * 10,
  inStock: index % 3 !== 0,
  isOnSale: index % 4 === 0,
  filterColor: [COLOURS[index % 3]],
  filterSizes: index % 2 === 0 ? ['S', 'M'] : ['L'],
  filterBrands: [index % 2 === 0 ? 'Nike' : 'Gucci'],
}));
