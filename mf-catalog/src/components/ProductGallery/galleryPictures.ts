// The views the product page's gallery shows: the catalogue's drawn views, or the product's one picture on data
// that has none.
import type { Product, ProductPicture } from '@storefront/shared';

export function galleryPictures(product: Product): ProductPicture[] {
  if (product.images && product.images.length > 0) return product.images;
  const src = product.image_url ?? product.imgSrc;
  return src ? [{ label: 'Front', src, srcSet: '', thumbSrc: src }] : [];
}

/** "Front view", "Back view", "Close-up": what a thumbnail shows, for its label and the picture's alt text. */
export function viewName(picture: ProductPicture): string {
  return /^close/i.test(picture.label) ? picture.label : `${picture.label} view`;
}

/** Half the page beside the details from 768 px, the full width below. */
export const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw';
