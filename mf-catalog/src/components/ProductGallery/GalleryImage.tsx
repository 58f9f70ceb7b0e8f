// One view in the product page's gallery: the picture with its widths, magnified where the mouse hovers (ZoomImage).
import type { ProductPicture } from '@storefront/shared';
import { ZoomImage } from '../ZoomImage/ZoomImage';
import { GALLERY_SIZES } from './galleryPictures';

interface Props {
  picture: ProductPicture;
  alt: string;
  width: number;
  height: number;
  /** The first view is the page's largest picture: fetched ahead of scripts. The others wait until shown. */
  eager: boolean;
}

export function GalleryImage({ picture, alt, width, height, eager }: Props) {
  return (
    <ZoomImage
      src={picture.src}
      srcSet={picture.srcSet || undefined}
      sizes={picture.srcSet ? GALLERY_SIZES : undefined}
      alt={alt}
      width={width}
      height={height}
      eager={eager}
    />
  );
}
