// An uploaded product picture: decoded with sharp (its real format, not the declared one), at least
// PRODUCT_IMAGE_MIN_SIDE px each side, then made into every width the store serves for a product's main picture,
// square WebP like the drawn ones (the whole picture fitted on white, never cropped).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PRODUCT_IMAGE_MIN_SIDE } from '@storefront/shared/schemas/admin';
import { ApiError } from '../../http/ApiError';
import { PRODUCT_PICTURE_WIDTHS } from '../../media/pictures/pictureUrls';

const FORMATS = new Set(['png', 'jpeg', 'webp']);
/** A small file can still claim a huge picture (a decompression bomb): more pixels than this are refused. */
const MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

export const NOT_A_PICTURE = 'The file is not a PNG, JPEG or WebP picture.';

export interface ResizedPicture {
  /** The first 16 hex digits of the upload's SHA-256: part of every URL, so a new picture is a new URL. */
  hash: string;
  files: Map<number, Buffer>;
}

export async function resizeUploadedPicture(bytes: Buffer): Promise<ResizedPicture> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ApiError(400, NOT_A_PICTURE);
  }
  if (!metadata.format || !FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw new ApiError(400, NOT_A_PICTURE);
  // EXIF orientations 5-8 turn the picture a quarter: the sides as shown are swapped.
  const [width, height] = (metadata.orientation ?? 1) >= 5 ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
  if (width < PRODUCT_IMAGE_MIN_SIDE || height < PRODUCT_IMAGE_MIN_SIDE) {
    throw new ApiError(400, `The picture is ${width} × ${height} px; it must be at least ${PRODUCT_IMAGE_MIN_SIDE} px on each side.`);
  }

  const files = new Map<number, Buffer>();
  try {
    for (const target of PRODUCT_PICTURE_WIDTHS) {
      files.set(
        target,
        await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize(target, target, { fit: 'contain', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      );
    }
  } catch {
    // Readable headers over a broken body.
    throw new ApiError(400, NOT_A_PICTURE);
  }
  return { hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16), files };
}
