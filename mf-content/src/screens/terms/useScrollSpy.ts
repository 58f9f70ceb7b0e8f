// Which of the given sections is "in view": the last one whose top has scrolled above `offsetPx` from the top of
// the window (the first one before any has), or the last one once the page is scrolled to its end — a short
// final section may never reach the offset. Used by the terms page's side list.
import { useEffect, useState } from 'react';

function activeSection(ids: readonly string[], offsetPx: number): string | undefined {
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atEnd && window.scrollY > 0) return ids[ids.length - 1];
  let active = ids[0];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= offsetPx) active = id;
  }
  return active;
}

export function useScrollSpy(ids: readonly string[], offsetPx = 120): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(ids[0]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(activeSection(ids, offsetPx)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids, offsetPx]);

  return [active, setActive];
}
