// Response schemas of the catalogue routes: the Product and Category shapes of SPEC §3.
import { Type, type Static } from 'typebox';
import { Nullable } from './schemaHelpers';

export const LicensePriceSchema = Type.Object({
  license_type: Type.String(),
  usd_amount: Type.Number(),
  ngn_amount: Type.Number(),
});

export const ProductColorSchema = Type.Object({
  bgColor: Type.String(),
  imgSrc: Type.String(),
  name: Type.String(),
  alt: Type.String(),
});

/**
 * One view of a product (front, back or side, close-up) for the product page's gallery, widths in `srcSet`
 * (api/src/media/pictures/pictureUrls.ts).
 */
export const ProductPictureSchema = Type.Object({
  /** What the view shows: Front, Back, Side, Close-up. */
  label: Type.String(),
  src: Type.String(),
  /** `url 800w, url 400w, …`; empty when the picture has one size only. */
  srcSet: Type.String(),
  thumbSrc: Type.String(),
});
export type ProductPicture = Static<typeof ProductPictureSchema>;

/** What a product's card shows in one currency: its price and, when discounted, the price before. */
export const ShownPriceSchema = Type.Object({ price: Type.Number(), oldPrice: Nullable(Type.Number()) });
export type ShownPrice = Static<typeof ShownPriceSchema>;

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  name: Type.String(),
  description: Type.String(),
  image_url: Type.String(),
  imgSrc: Type.String(),
  imgHover: Type.String(),
  imgHoverSrc: Type.String(),
  alt: Type.String(),
  images: Type.Array(ProductPictureSchema),
  width: Type.Integer(),
  height: Type.Integer(),
  category: Type.Object({ name: Type.String() }),
  category_name: Type.String(),
  sample_url: Nullable(Type.String()),
  price: Type.Number(),
  oldPrice: Nullable(Type.Number()),
  originalPrice: Nullable(Type.Number()),
  salePrice: Nullable(Type.Number()),
  prices: Type.Array(LicensePriceSchema),
  /**
   * The card's price in every currency the store sells in, decided by the server (the Standard tier's amounts for a
   * licensed product, else its own price at the server's rate): the browser picks and formats, never converts.
   */
  amounts: Type.Object({ USD: ShownPriceSchema, NGN: ShownPriceSchema }),
  isOnSale: Type.Boolean(),
  hotSale: Type.Boolean(),
  salePercentage: Nullable(Type.String()),
  sale: Nullable(Type.String()),
  saleText: Nullable(Type.String()),
  discount: Nullable(Type.Integer()),
  countdown: Nullable(Type.Integer()),
  sizes: Nullable(Type.Array(Type.String())),
  colors: Type.Array(ProductColorSchema),
  inStock: Type.Boolean(),
  available: Type.Integer(),
  sold: Type.Integer(),
  progressBar: Type.Integer(),
  rating: Type.Integer(),
  reviews: Type.Integer(),
  /** The same count under the name reviews APIs use; `rating` is the average of those reviews. */
  review_count: Type.Integer(),
  filterBrands: Type.Array(Type.String()),
  filterColor: Type.Array(Type.String()),
  filterSizes: Type.Array(Type.String()),
  tabFilterOptions: Type.Array(Type.String()),
  tabFilterOptions2: Type.Array(Type.String()),
  addToCart: Type.String(),
});
export type Product = Static<typeof ProductSchema>;

export const CategorySchema = Type.Object({ name: Type.String(), image_url: Type.String() });
export type Category = Static<typeof CategorySchema>;
