// Product pictures an operator uploaded: made into the widths the store serves for a product's main picture and
// kept in the file store under a name carrying a hash of the upload, so each URL always has the same bytes and is
// cached for a year like the drawn pictures (a new upload is a new URL).
import { PRODUCT_PICTURE_WIDTHS } from './pictureUrls';

const UPLOADED_PICTURE_FILE = /^upload-([0-9a-f]{16})-(\d{2,4})\.webp$/;

export interface UploadedPicture {
  productId: number;
  hash: string;
  width: number;
}

export const uploadedPictureUrl = (productId: number, hash: string, width: number): string => `/media/products/${productId}/upload-${hash}-${width}.webp`;

export const uploadedPictureKey = ({ productId, hash, width }: UploadedPicture): string => `pictures/uploads/products/${productId}/${hash}-${width}.webp`;

/** Reads `/media/products/{id}/{file}` as an uploaded picture; null for anything else. */
export function parseUploadedPicture(productId: string, file: string): UploadedPicture | null {
  const match = UPLOADED_PICTURE_FILE.exec(file);
  if (!/^[1-9]\d{0,8}$/.test(productId) || !match) return null;
  const width = Number(match[2]);
  if (!(PRODUCT_PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  return { productId: Number(productId), hash: match[1], width };
}

/** The upload a product's picture URL names, or null for a drawn picture. */
export function uploadOf(imageUrl: string): UploadedPicture | null {
  const match = /^\/media\/products\/(\d+)\/([^/]+)$/.exec(imageUrl);
  return match ? parseUploadedPicture(match[1], match[2]) : null;
}

/** The gallery of a product whose picture was uploaded: one view, in every served width. */
export function uploadedGallery({ productId, hash }: UploadedPicture) {
  return [
    {
      label: 'Front',
      src: uploadedPictureUrl(productId, hash, PRODUCT_PICTURE_WIDTHS[0]),
      srcSet: PRODUCT_PICTURE_WIDTHS.map((width) => `${uploadedPictureUrl(productId, hash, width)} ${width}w`).join(', '),
      thumbSrc: uploadedPictureUrl(productId, hash, PRODUCT_PICTURE_WIDTHS[PRODUCT_PICTURE_WIDTHS.length - 1]),
    },
  ];
}
