// False in the server render and while React adopts that HTML, true once this component runs in the browser. A control
// that only the page's scripts can work (the sample player) uses it to show it is not ready yet rather than ignore a press; one the
// server can answer is a form instead, and works from its first paint (decision 0061).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
