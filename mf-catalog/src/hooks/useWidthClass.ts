// The window's width class (phone, tablet, wide), followed as it changes; 'wide' on the server and while hydrating,
// then the real one, so server HTML is adopted first and corrected in the same task.
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@storefront/shared';
import { widthClassOf, type WidthClass } from '../store-filters/columns';

const QUERIES = [`(min-width: ${BREAKPOINTS.tablet}px)`, `(min-width: ${BREAKPOINTS.wide}px)`];

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map((query) => window.matchMedia?.(query)).filter(Boolean) as MediaQueryList[];
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

export function useWidthClass(): WidthClass {
  return useSyncExternalStore(
    subscribe,
    () => widthClassOf(window.innerWidth),
    () => 'wide',
  );
}
