// Keeps keyboard focus inside an open overlay and gives it back to the opener when the overlay closes.
import { useEffect, useRef, type RefObject } from 'react';
import { focusableIn, keepFocusInside } from '@storefront/shared';

/**
 * Gives focus back to the opener. An opener the overlay disabled (ADD TO CART → 'Already Added') cannot take it,
 * so the focusable element just before it does: the keyboard shopper keeps their place on the page.
 */
function restoreFocus(opener: HTMLElement) {
  opener.focus();
  if (document.activeElement === opener) return;
  const before = focusableIn(document.body).filter((element) => element.compareDocumentPosition(opener) & Node.DOCUMENT_POSITION_FOLLOWING);
  before[before.length - 1]?.focus();
}

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, contentKey?: unknown): void {
  // Chromium takes focus away from a button its own click disables (ADD TO CART → 'Already Added') before the overlay
  // it opens mounts, leaving the body focused: that button is still the opener.
  const disabledWhileFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      disabledWhileFocused.current = target.matches(':disabled') ? target : null;
    };
    document.addEventListener('focusout', remember);
    return () => document.removeEventListener('focusout', remember);
  }, []);

  useEffect(() => {
    if (!active) return;
    const focused = document.activeElement as HTMLElement | null;
    const opener = !focused || focused === document.body ? disabledWhileFocused.current : focused;
    return () => {
      if (opener && document.contains(opener)) restoreFocus(opener);
    };
  }, [active]);

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    // Move in when focus is outside, or on the layer itself while the overlay's content was still loading.
    const focused = document.activeElement;
    if (!root.contains(focused) || focused === root) (focusableIn(root)[0] ?? root).focus();
    return keepFocusInside(root);
  }, [ref, active, contentKey]);
}
