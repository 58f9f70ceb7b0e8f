// The bundled sample catalogue shown when the products call fails (SPEC §4 "Loading"). Loaded on demand, as its own chunk.
import type { Product } from '../types';

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

function physical(id: number, title: string, category: string, price: number, extra: Partial<Product> = {}): Product {
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
    price,
    oldPrice: null,
    prices: [],
    inStock: true,
    rating: 5,
    sizes: null,
    ...extra,
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
    inStock: true,
    rating: 4,
  },
  physical(3, 'Linen Summer Dress', 'Fashion', 79.99, { sizes: ['S', 'M', 'L', 'XL'], oldPrice: 98.99, isOnSale: true, salePercentage: '25%' }),
  physical(4, 'Hydrating Face Serum', 'Beauty', 34.5),
  physical(5, 'Oak Lounge Chair', 'Furniture', 219.99),
  physical(6, 'Silver Pendant Necklace', 'Jewelry', 129.99, { hotSale: true }),
  physical(7, 'Seamless Yoga Leggings', 'Activewear', 59.99, { sizes: ['S', 'M', 'L', 'XL'] }),
  physical(8, 'Organic Granola Mix', 'Food', 16.95, { sizes: ['2 lb', '5 lb', '25 lb', '50 lb'] }),
  physical(9, 'Two-Person Camping Tent', 'Camping', 189.99),
  physical(10, 'Wireless Noise-Cancelling Headphones', 'Electronics', 350, { sale: '-10%' }),
  physical(11, 'Orthopedic Pet Bed', 'Pet Supplies', 69.99),
  physical(12, 'Classic Court Sneakers', 'Sneakers', 109.99, { sizes: ['S', 'M', 'L', 'XL'], inStock: false }),
];

export default SAMPLE_PRODUCTS;
