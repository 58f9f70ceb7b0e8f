// Calls back with window.scrollY on every scroll (and once on mount); the layout's scroll-driven parts use it.
import { useEffect, useRef } from 'react';

export function useWindowScroll(onScroll: (y: number) => void): void {
  const callback = useRef(onScroll);
  callback.current = onScroll;
  useEffect(() => {
    const handle = () => callback.current(window.scrollY);
    handle();
    window.addEventListener('scroll', handle, { passive: true });
    return () => window.removeEventListener('scroll', handle);
  }, []);
}
