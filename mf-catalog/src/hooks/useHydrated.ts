// False in the server render and while React adopts that HTML, true once this component runs in the browser. A
// server-rendered button does nothing until then (on a slow phone that can be seconds after the page has loaded:
// the remote's chunks are fetched only after it), so buttons use this to show they are not ready yet (issue 22 §7).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
