// A product page picture, magnified ZOOM_FACTOR times (SPEC §9) around the pointer while it hovers; the gallery
// shows one per view.
import { useState, type PointerEvent } from 'react';
import { ZOOM_FACTOR } from '@storefront/shared';
import styles from './ZoomImage.module.css';

interface Props {
  src: string | undefined;
  srcSet?: string;
  sizes?: string;
  alt: string;
  /** The page's largest picture: fetched ahead of scripts. Other views load lazily. */
  eager?: boolean;
  width: number;
  height: number;
}

export function ZoomImage({ src, srcSet, sizes, alt, width, height, eager = true }: Props) {
  const [origin, setOrigin] = useState<string | null>(null);
  const track = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };
  return (
    <div className={styles.frame} onPointerMove={track} onPointerLeave={() => setOrigin(null)} data-zoomed={origin !== null}>
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        className={styles.image}
        style={origin ? { transform: `scale(${ZOOM_FACTOR})`, transformOrigin: origin } : undefined}
      />
    </div>
  );
}
