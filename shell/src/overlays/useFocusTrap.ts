// Keeps keyboard focus inside an open overlay and gives it back to the opener when the overlay closes.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

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
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [ref, active, contentKey]);
}
