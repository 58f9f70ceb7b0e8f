// Calls `onEscape` when Escape is pressed anywhere while `active` (overlays and the mobile menu close on it).
import { useEffect, useRef } from 'react';

export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const callback = useRef(onEscape);
  callback.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A control inside the overlay that used Escape itself (an open listbox, a cleared search field) keeps it.
      if (event.key === 'Escape' && !event.defaultPrevented) callback.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
