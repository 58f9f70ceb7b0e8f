// A catalogue product and category, with every field SPEC §3 "Product" and "Category" name; most are optional display data.
// The client's own types on purpose, looser than the API's (schemas/catalog.ts): they also describe the sample catalogue
// and older stored data, which lack fields. apiFit.ts makes the type check fail when the API's stop fitting them.
import type { ProductPicture, ShownPrice } from '../schemas';
import type { Currency } from './currency';
import type { LicensePrice } from './license';

export type { ProductPicture, ShownPrice };

/**
 * A price in each currency the store sells in, as the server answered it: the browser picks the shopper's
 * and formats it, never converts. Partial, because older shapes (stored cart lines, an older API) may lack one.
 */
export type PriceAmounts = Partial<Record<Currency, ShownPrice>>;

export interface Category {
  id?: number;
  name: string;
  /** Missing or null means "show the placeholder image". */
  image_url?: string | null;
}

export interface ProductColor {
  bgColor: string;
  imgSrc: string;
  name: string;
  alt?: string;
}

export interface Product {
  id: number;
  title: string;
  name?: string;
  description?: string;
  image_url?: string;
  imgSrc?: string;
  imgHover?: string;
  imgHoverSrc?: string;
  alt?: string;
  /** The gallery's views, the main picture first. Missing on older data: the gallery shows `image_url` alone. */
  images?: ProductPicture[];
  category?: { name: string; image_url?: string | null } | null;
  category_name?: string;
  /** An audio sample clip. */
  sample_url?: string | null;

  // Pricing: license tiers win; otherwise `amounts` in the shopper's currency (`price`, in USD, when a product has none).
  price?: number | null;
  oldPrice?: number | null;
  originalPrice?: number | null;
  /** Legacy price field, read when `price` is missing. */
  salePrice?: number | null;
  prices?: LicensePrice[] | null;
  /** The card's price and old price in each currency, decided by the server; missing on older shapes. */
  amounts?: PriceAmounts;

  // Sale and display
  isOnSale?: boolean;
  hotSale?: boolean;
  salePercentage?: string | null;
  sale?: string | null;
  saleText?: string | null;
  discount?: number | string | null;
  countdown?: number | null;
  delay?: number | string;
  wowDelay?: string;

  // Options: sizes are letters (S…XL) or weights ('2 lb'); null when none.
  sizes?: string[] | null;
  colors?: ProductColor[];

  // Stock and rating
  inStock?: boolean;
  available?: number;
  sold?: number;
  progressBar?: number;
  /** Average review score, 1-5. */
  rating?: number;
  reviews?: number;
  /** The number of reviews `rating` averages (the same as `reviews`). */
  review_count?: number;

  // Filtering
  filterBrands?: string[];
  filterColor?: string[];
  filterSizes?: string[];
  tabFilterOptions?: string[];
  tabFilterOptions2?: string[];

  // Other display fields
  variants?: string[];
  selectedVariant?: string;
  addToCart?: string;
  width?: number;
  height?: number;
  marqueeText?: string;
  isActive?: boolean;
  href?: string;
}
