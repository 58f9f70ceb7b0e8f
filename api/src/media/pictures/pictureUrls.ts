// The addresses of the drawn pictures, and the gallery a product's JSON carries. A URL names the view, the colour
// variant and the width, so each one always has the same bytes and can be cached for a year.
import { PRODUCT_COLORS } from '../../catalog/categories';
import { PICTURE_SIZE, PICTURE_VIEWS, type PictureView } from './productPicture';

/** Widths of product pictures: the product page, cards and the phone gallery, thumbnails. */
export const PRODUCT_PICTURE_WIDTHS = [800, 400, 160] as const;
/** Widths of the home page's banners and hero. */
export const SCENE_WIDTHS = [1200, 600] as const;

const VIEW_LABELS: Record<PictureView, string> = { front: 'Front', back: 'Back', detail: 'Close-up' };

export interface ProductPictureRequest {
  productId: number;
  view: PictureView;
  /** A PRODUCT_COLORS slug, or none for the product's own colour. */
  color: string | null;
  width: number;
}

export function productPictureUrl(productId: number, view: PictureView, width: number, color: string | null = null): string {
  return `/media/products/${productId}/${view}${color ? `-${color}` : ''}-${width}.webp`;
}

const PRODUCT_PICTURE_FILE = /^(front|back|detail)(?:-([a-z]+(?:-[a-z]+)*))?-(\d{2,4})\.webp$/;

/** Reads `/media/products/{id}/{file}`; null for anything that is not a picture this store makes. */
export function parseProductPicture(productId: string, file: string): ProductPictureRequest | null {
  const match = PRODUCT_PICTURE_FILE.exec(file);
  if (!/^[1-9]\d{0,8}$/.test(productId) || !match) return null;
  const width = Number(match[3]);
  const color = match[2] ?? null;
  if (!(PRODUCT_PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  if (color !== null && !PRODUCT_COLORS.some((candidate) => candidate.slug === color)) return null;
  return { productId: Number(productId), view: match[1] as PictureView, color, width };
}

export interface GalleryImage {
  /** What the view shows, for the thumbnail's label: Front, Back or Side, Close-up. */
  label: string;
  src: string;
  srcSet: string;
  thumbSrc: string;
}

/** The product's views, largest first in each srcset; `backLabel` says whether the second view is a back or a side. */
export function productGallery(productId: number, backLabel: 'Back' | 'Side', color: string | null = null): GalleryImage[] {
  return PICTURE_VIEWS.map((view) => ({
    label: view === 'back' ? backLabel : VIEW_LABELS[view],
    src: productPictureUrl(productId, view, PICTURE_SIZE, color),
    srcSet: PRODUCT_PICTURE_WIDTHS.map((width) => `${productPictureUrl(productId, view, width, color)} ${width}w`).join(', '),
    thumbSrc: productPictureUrl(productId, view, 160, color),
  }));
}

export const categoryPictureUrl = (slug: string, width: number = SCENE_WIDTHS[1]) => `/media/categories/${slug}-${width}.webp`;
export const heroPictureUrl = (width: number) => `/media/hero-${width}.webp`;
