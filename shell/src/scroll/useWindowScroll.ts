// Calls back with window.scrollY on every scroll (and once after mount); the layout's scroll-driven parts use it.
import { useEffect, useRef } from 'react';

export function useWindowScroll(onScroll: (y: number) => void): void {
  const callback = useRef(onScroll);
  callback.current = onScroll;
  useEffect(() => {
    const handle = () => callback.current(window.scrollY);
    // The first read waits until just after the next paint, when the page's layout is up to date. Read in the effect
    // or at the start of a frame, scrollY makes the browser lay out the whole freshly hydrated page on the spot (up to
    // 50 ms of a product page's load at 4× CPU), inside the task that asked.
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const nextFrame = requestAnimationFrame(() => {
      afterPaint = setTimeout(handle, 0);
    });
    window.addEventListener('scroll', handle, { passive: true });
    return () => {
      cancelAnimationFrame(nextFrame);
      clearTimeout(afterPaint);
      window.removeEventListener('scroll', handle);
    };
  }, []);
}
