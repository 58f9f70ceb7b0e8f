// Products for the store-filter tests: physical ones with filter fields and one licensed digital one.
import type { Product } from '@storefront/shared';

export const dress: Product = {
  id: 1,
  title: 'Linen Dress',
  category_name: 'Fashion',
  price: 59.99,
  amounts: { USD: { price: 59.99, oldPrice: null }, NGN: { price: 44992.5, oldPrice: null } },
  inStock: true,
  isOnSale: true,
  filterColor: ['Red', 'Black'],
  filterSizes: ['S', 'M'],
  filterBrands: ['Gucci'],
  description: 'A summer dress',
};
export const sneaker: Product = {
  id: 2,
  title: 'air runner',
  category_name: 'Sneakers',
  price: 120,
  amounts: { USD: { price: 120, oldPrice: null }, NGN: { price: 90000, oldPrice: null } },
  inStock: false,
  isOnSale: false,
  filterColor: ['White'],
  filterSizes: [],
  filterBrands: ['Nike'],
  description: 'Light running shoe',
};
export const lamp: Product = {
  id: 3,
  title: 'Desk Lamp',
  category: { name: 'Furniture' },
  price: 15,
  amounts: { USD: { price: 15, oldPrice: null }, NGN: { price: 11250, oldPrice: null } },
  inStock: true,
  description: 'Warm light',
};
export const beat: Product = {
  id: 4,
  title: 'Beat Pack',
  category_name: 'Digital Audio',
  price: 29.99,
  description: 'Lo-fi loops',
  prices: [
    { license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 },
    { license_type: 'Premium', usd_amount: 499.99, ngn_amount: 374999.25 },
  ],
};
export const ALL_TEST_PRODUCTS = [dress, sneaker, lamp, beat];
