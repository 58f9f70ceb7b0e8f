// Products used across the shared package's tests: one licensed digital product (SPEC §3 sample tiers), two physical ones,
// each with its price in every currency as the API answers it (`amounts`).
import type { LicensePrice, Product } from '../types';

export const SAMPLE_TIERS: LicensePrice[] = [
  { license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 },
  { license_type: 'Extended', usd_amount: 199.99, ngn_amount: 149999.25 },
  { license_type: 'Premium', usd_amount: 499.99, ngn_amount: 374999.25 },
];

export const digitalProduct: Product = {
  id: 101,
  title: 'Brand Kit',
  image_url: '/img/brand-kit.jpg',
  description: 'Templates',
  category: { name: 'Digital Design' },
  prices: SAMPLE_TIERS,
  amounts: { USD: { price: 29.99, oldPrice: null }, NGN: { price: 22499.25, oldPrice: null } },
};

export const tee: Product = {
  id: 7,
  title: 'Cotton Tee',
  image_url: '/img/tee.jpg',
  category_name: 'Fashion',
  price: 20,
  oldPrice: 25,
  prices: [],
  amounts: { USD: { price: 20, oldPrice: 25 }, NGN: { price: 15000, oldPrice: 18750 } },
};

export const mug: Product = {
  id: 8,
  title: 'Mug',
  imgSrc: '/img/mug.jpg',
  price: 12.5,
  amounts: { USD: { price: 12.5, oldPrice: null }, NGN: { price: 9375, oldPrice: null } },
};

/** Products priced in USD only (no `amounts`), for tests about lists rather than prices. */
export function productList(count: number, firstId = 1): Product[] {
  return Array.from({ length: count }, (_, i) => ({ id: firstId + i, title: `Product ${firstId + i}`, price: 10 + i }));
}
