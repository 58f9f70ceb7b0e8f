// Products for the catalogue's component tests: a licensed beat pack, a physical tee on sale, a quick-add hoodie, each
// with its price in every currency as the API answers it (`amounts`).
import type { Product } from '@storefront/shared';

export const beatPack: Product = {
  id: 341,
  title: 'Golden Hour Beat Pack',
  image_url: '/media/products/341.svg',
  category_name: 'Digital Audio',
  description: 'Lo-fi loops',
  sample_url: '/media/audio/341.wav',
  price: 29.99,
  prices: [
    { license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 },
    { license_type: 'Extended', usd_amount: 199.99, ngn_amount: 149999.25 },
    { license_type: 'Premium', usd_amount: 499.99, ngn_amount: 374999.25 },
  ],
  amounts: { USD: { price: 29.99, oldPrice: null }, NGN: { price: 22499.25, oldPrice: null } },
};

export const saleTee: Product = {
  id: 7,
  title: 'Cotton Tee',
  image_url: '/media/products/7.svg',
  imgHoverSrc: '/media/products/7-hover.svg',
  category_name: 'Fashion',
  price: 20,
  oldPrice: 25,
  prices: [],
  amounts: { USD: { price: 20, oldPrice: 25 }, NGN: { price: 15000, oldPrice: 18750 } },
  isOnSale: true,
  sale: '-10%',
};

export const hoodie: Product = {
  id: 9,
  title: 'Zip Hoodie',
  image_url: '/media/products/9.svg',
  category_name: 'Fashion',
  price: 40,
  amounts: { USD: { price: 40, oldPrice: null }, NGN: { price: 30000, oldPrice: null } },
  addToCart: 'Quick Add',
  sizes: ['S', 'M', 'L', 'XL'],
};
