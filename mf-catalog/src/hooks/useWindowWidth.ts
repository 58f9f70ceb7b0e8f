// The window's inner width, kept current on resize: the store grid caps its columns by it (SPEC §5).
import { useEffect, useState } from 'react';

const currentWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

export function useWindowWidth(): number {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    const onResize = () => setWidth(currentWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
