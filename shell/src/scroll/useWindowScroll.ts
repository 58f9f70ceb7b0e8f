// Calls back with window.scrollY on every scroll (and once after mount); the layout's scroll-driven parts use it.
import { useEffect, useRef } from 'react';

export function useWindowScroll(onScroll: (y: number) => void): void {
  const callback = useRef(onScroll);
  callback.current = onScroll;
  useEffect(() => {
    const handle = () => callback.current(window.scrollY);
    // Read at the next frame, not in the effect: the effects of the page's hydration run in one task, and reading
    // scrollY there forces the whole page's layout into it (a third of a product page's longest task at 4× CPU).
    const firstRead = requestAnimationFrame(handle);
    window.addEventListener('scroll', handle, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', handle);
    };
  }, []);
}
