// The bundled sample catalogue shown when the products call fails (SPEC §4 "Loading"). Loaded on demand, as its own chunk.
// Its prices are written out in every currency, as the shop sets them (the server's answers carry them the same way):
// nothing is converted when it is shown.
import type { Currency, PriceAmounts, Product } from '../types';

// Inline images: the fallback is used when the API (which also serves /media) cannot be reached.
function sampleImage(id: number): string {
  const hue = (id * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="hsl(${hue} 45% 88%)"/><circle cx="300" cy="300" r="120" fill="hsl(${hue} 45% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const DIGITAL_TIERS = [
  { license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 },
  { license_type: 'Extended', usd_amount: 199.99, ngn_amount: 149999.25 },
  { license_type: 'Premium', usd_amount: 499.99, ngn_amount: 374999.25 },
];

/** A licensed product's card shows its Standard tier (SPEC §5). */
const DIGITAL_AMOUNTS: PriceAmounts = { USD: { price: 29.99, oldPrice: null }, NGN: { price: 22499.25, oldPrice: null } };

type Prices = Record<Currency, number>;

/** A physical product at its price in each currency, and the price before its sale when it has one. */
function physical(id: number, title: string, category: string, price: Prices, extra: Partial<Product> & { was?: Prices } = {}): Product {
  const { was, ...rest } = extra;
  const image = sampleImage(id);
  return {
    id,
    title,
    description: `${title} from our ${category.toLowerCase()} collection.`,
    image_url: image,
    imgSrc: image,
    alt: title,
    category: { name: category },
    category_name: category,
    price: price.USD,
    oldPrice: was?.USD ?? null,
    prices: [],
    amounts: {
      USD: { price: price.USD, oldPrice: was?.USD ?? null },
      NGN: { price: price.NGN, oldPrice: was?.NGN ?? null },
    },
    inStock: true,
    rating: 5,
    sizes: null,
    ...rest,
  };
}

export const SAMPLE_PRODUCTS: Product[] = [
  {
    id: 1,
    title: 'Ambient Focus — Royalty-Free Music Pack',
    description: 'Ten calm instrumental tracks for videos, podcasts and apps. Includes a sample clip.',
    image_url: sampleImage(1),
    imgSrc: sampleImage(1),
    alt: 'Ambient Focus music pack cover',
    category: { name: 'Audio' },
    category_name: 'Audio',
    sample_url: '/audio/sample-1.mp3',
    price: null,
    prices: DIGITAL_TIERS,
    amounts: DIGITAL_AMOUNTS,
    inStock: true,
    rating: 5,
  },
  {
    id: 2,
    title: 'Minimal Brand Kit — Design Templates',
    description: 'Logo, business card and social media templates, fully editable.',
    image_url: sampleImage(2),
    imgSrc: sampleImage(2),
    alt: 'Minimal Brand Kit preview',
    category: { name: 'Digital Design' },
    category_name: 'Digital Design',
    price: null,
    prices: DIGITAL_TIERS,
    amounts: DIGITAL_AMOUNTS,
    inStock: true,
    rating: 4,
  },
  physical(
    3,
    'Linen Summer Dress',
    'Fashion',
    { USD: 79.99, NGN: 59992.5 },
    {
      was: { USD: 98.99, NGN: 74242.5 },
      sizes: ['S', 'M', 'L', 'XL'],
      isOnSale: true,
      salePercentage: '25%',
    },
  ),
  physical(4, 'Hydrating Face Serum', 'Beauty', { USD: 34.5, NGN: 25875 }),
  physical(5, 'Oak Lounge Chair', 'Furniture', { USD: 219.99, NGN: 164992.5 }),
  physical(6, 'Silver Pendant Necklace', 'Jewelry', { USD: 129.99, NGN: 97492.5 }, { hotSale: true }),
  physical(7, 'Seamless Yoga Leggings', 'Activewear', { USD: 59.99, NGN: 44992.5 }, { sizes: ['S', 'M', 'L', 'XL'] }),
  physical(8, 'Organic Granola Mix', 'Food', { USD: 16.95, NGN: 12712.5 }, { sizes: ['2 lb', '5 lb', '25 lb', '50 lb'] }),
  physical(9, 'Two-Person Camping Tent', 'Camping', { USD: 189.99, NGN: 142492.5 }),
  physical(10, 'Wireless Noise-Cancelling Headphones', 'Electronics', { USD: 350, NGN: 262500 }, { sale: '-10%' }),
  physical(11, 'Orthopedic Pet Bed', 'Pet Supplies', { USD: 69.99, NGN: 52492.5 }),
  physical(12, 'Classic Court Sneakers', 'Sneakers', { USD: 109.99, NGN: 82492.5 }, { sizes: ['S', 'M', 'L', 'XL'], inStock: false }),
];

export default SAMPLE_PRODUCTS;
