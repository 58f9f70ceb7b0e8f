// The index of the slide a looping, autoplaying slideshow shows: it moves on every `delayMs` and wraps from the last
// slide to the first. A slideshow of one slide has nowhere to move, so it sets no timer.
import { useEffect, useState } from 'react';

export function useAutoplayIndex(slideCount: number, delayMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (slideCount < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slideCount), delayMs);
    return () => clearInterval(timer);
  }, [slideCount, delayMs]);
  return index < slideCount ? index : 0;
}
