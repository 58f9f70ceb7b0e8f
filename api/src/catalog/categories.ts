// The catalogue's categories: the spec's fourteen sample categories plus Digital Audio, with the traits the
// seed generator and the media illustrations need.

export type Sizing = 'apparel' | 'weight' | null;

export interface CategoryDefinition {
  name: string;
  slug: string;
  /** Base hue (0-360) of the category's illustrations. */
  hue: number;
  sizing: Sizing;
  /** Whether products come in colours (and so carry `colors` and `filterColor`). */
  colored: boolean;
  /** Whether products carry a fashion brand (`filterBrands`). */
  branded: boolean;
  /** The category's tab labels (`tabFilterOptions2`), from the spec's list. */
  tabs: readonly string[];
}

export const PHYSICAL_CATEGORIES: readonly CategoryDefinition[] = [
  { name: 'Fashion', slug: 'fashion', hue: 340, sizing: 'apparel', colored: true, branded: true, tabs: ['Bottoms', 'Tops', 'Skirts', 'Dresses', 'On pieces'] },
  { name: 'Beauty', slug: 'beauty', hue: 320, sizing: null, colored: false, branded: true, tabs: [] },
  { name: 'Furniture', slug: 'furniture', hue: 30, sizing: null, colored: true, branded: false, tabs: [] },
  { name: 'Jewelry', slug: 'jewelry', hue: 45, sizing: null, colored: false, branded: true, tabs: [] },
  { name: 'Activewear', slug: 'activewear', hue: 195, sizing: 'apparel', colored: true, branded: true, tabs: ['Yoga', 'Run', 'Tennis', 'Train'] },
  { name: 'Food', slug: 'food', hue: 15, sizing: 'weight', colored: false, branded: false, tabs: [] },
  { name: 'Socks', slug: 'socks', hue: 260, sizing: 'apparel', colored: true, branded: true, tabs: [] },
  { name: 'Camping', slug: 'camping', hue: 120, sizing: null, colored: true, branded: false, tabs: [] },
  { name: 'Electronics', slug: 'electronics', hue: 210, sizing: null, colored: true, branded: false, tabs: ['Smart Phone', 'Audio', 'Electronic'] },
  { name: 'Pet Supplies', slug: 'pet-supplies', hue: 35, sizing: 'weight', colored: false, branded: false, tabs: ['For Cat', 'Small Pet', 'Pharmacy'] },
  { name: 'Baby Items', slug: 'baby-items', hue: 185, sizing: null, colored: true, branded: false, tabs: [] },
  { name: 'Books', slug: 'books', hue: 25, sizing: null, colored: false, branded: false, tabs: [] },
  { name: 'Gaming', slug: 'gaming', hue: 280, sizing: null, colored: true, branded: false, tabs: [] },
  { name: 'Sneakers', slug: 'sneakers', hue: 0, sizing: null, colored: true, branded: true, tabs: [] },
];

export const DIGITAL_AUDIO_CATEGORY: CategoryDefinition = {
  name: 'Digital Audio',
  slug: 'digital-audio',
  hue: 250,
  sizing: null,
  colored: false,
  branded: false,
  tabs: ['Audio'],
};

export const ALL_CATEGORIES: readonly CategoryDefinition[] = [...PHYSICAL_CATEGORIES, DIGITAL_AUDIO_CATEGORY];

export function categoryByName(name: string): CategoryDefinition | undefined {
  return ALL_CATEGORIES.find((category) => category.name === name);
}

/** The banner picture (pictures/scenePictures.ts), at the width the home page's banners use. */
export const categoryImageUrl = (slug: string) => `/media/categories/${slug}-600.webp`;

/** The spec's listed colours, with the swatch each one shows. */
export const PRODUCT_COLORS: readonly { name: string; hex: string; slug: string }[] = [
  { name: 'Pink', hex: '#f4a7b9', slug: 'pink' },
  { name: 'Red', hex: '#d64545', slug: 'red' },
  { name: 'Beige', hex: '#e6d5bc', slug: 'beige' },
  { name: 'Orange', hex: '#f08a3c', slug: 'orange' },
  { name: 'Green', hex: '#4f9d69', slug: 'green' },
  { name: 'Black', hex: '#222222', slug: 'black' },
  { name: 'White', hex: '#f7f7f5', slug: 'white' },
  { name: 'Purple', hex: '#8e6bbf', slug: 'purple' },
  { name: 'Grey', hex: '#9a9a9a', slug: 'grey' },
  { name: 'Light Blue', hex: '#8ec5e8', slug: 'light-blue' },
  { name: 'Dark Blue', hex: '#1f3a68', slug: 'dark-blue' },
];

export const BRANDS = ['Nike', 'Louis Vuitton', 'Zalando', 'Adidas', 'Hermes', 'Gucci'] as const;
export const FILTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
export const APPAREL_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const WEIGHT_SIZES = ['2 lb', '5 lb', '25 lb', '50 lb'] as const;
