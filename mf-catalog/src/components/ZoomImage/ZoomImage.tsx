// The product page's picture, magnified ZOOM_FACTOR times (SPEC §9) around the pointer while it hovers.
import { useState, type PointerEvent } from 'react';
import { ZOOM_FACTOR } from '@storefront/shared';
import styles from './ZoomImage.module.css';

interface Props {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
}

export function ZoomImage({ src, alt, width, height }: Props) {
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
        alt={alt}
        width={width}
        height={height}
        // The page's largest picture: fetched ahead of scripts, it is what the shopper sees first.
        fetchPriority="high"
        className={styles.image}
        style={origin ? { transform: `scale(${ZOOM_FACTOR})`, transformOrigin: origin } : undefined}
      />
    </div>
  );
}
