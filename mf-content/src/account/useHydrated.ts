// False in the server render and while React adopts that HTML, true once this component runs in the browser: the
// account forms need their scripts (a password must never go out as a GET with the form's fields in the address).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
