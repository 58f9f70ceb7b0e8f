// True once the window is scrolled further down than `threshold` px (used by the scroll-to-top button).
import { useState } from 'react';
import { useWindowScroll } from './useWindowScroll';

export function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useWindowScroll((y) => setIsPast(y > threshold));
  return isPast;
}
