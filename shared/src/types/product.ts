// A catalogue product and category, with every field SPEC §3 "Product" and "Category" name; most are optional display data.
import type { LicensePrice } from './license';

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

/** One view of a product (front, back or side, close-up) for the product page's gallery; widths in `srcSet`. */
export interface ProductPicture {
  /** What the view shows: Front, Back, Side, Close-up. */
  label: string;
  src: string;
  /** `url 800w, url 400w, …`; empty when the picture has one size only. */
  srcSet: string;
  thumbSrc: string;
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

  // Pricing: license tiers win; otherwise the legacy USD price (SPEC §9 conversion).
  price?: number | null;
  oldPrice?: number | null;
  originalPrice?: number | null;
  /** Legacy price field, read when `price` is missing. */
  salePrice?: number | null;
  prices?: LicensePrice[] | null;

  // Sale and display
  isOnSale?: boolean;
  hotSale?: boolean;
  salePercentage?: string;
  sale?: string;
  saleText?: string;
  discount?: number | string;
  countdown?: number;
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
