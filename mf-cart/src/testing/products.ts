// Products the cart team's component tests use: a licensed digital track (SPEC §3 tiers) and a physical product, each
// with its price in every currency as the API answers it (`amounts`).
import type { Product } from '@storefront/shared';

export const licensedTrack: Product = {
  id: 341,
  title: 'Night Drive Beat',
  image_url: '/media/products/341.svg',
  category: { name: 'Digital Audio' },
  prices: [
    { license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 },
    { license_type: 'Extended', usd_amount: 199.99, ngn_amount: 149999.25 },
    { license_type: 'Premium', usd_amount: 499.99, ngn_amount: 374999.25 },
  ],
  amounts: { USD: { price: 29.99, oldPrice: null }, NGN: { price: 22499.25, oldPrice: null } },
};

export const canvasTote: Product = {
  id: 12,
  title: 'Canvas Tote',
  image_url: '/media/products/12.svg',
  price: 40,
  prices: [],
  amounts: { USD: { price: 40, oldPrice: null }, NGN: { price: 30000, oldPrice: null } },
};
