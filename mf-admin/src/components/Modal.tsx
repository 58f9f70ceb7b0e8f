// A modal dialog: the focus moves into it, Tab and Shift+Tab stay inside, Escape closes it, the page behind is inert
// for the time, and the focus goes back to what opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];

/** Keeps Tab inside `dialog`: from its last element to its first, and back with Shift. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const items = focusablesIn(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !active || active === dialog || !dialog.contains(active);
  if (!first) event.preventDefault();
  else if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const titleId = useId();
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const behind = [...document.body.children].filter((element) => element !== layerRef.current && !element.hasAttribute('inert'));
    behind.forEach((element) => element.setAttribute('inert', ''));
    (focusablesIn(dialog)[0] ?? dialog).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      behind.forEach((element) => element.removeAttribute('inert'));
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div ref={layerRef} className={styles.layer} data-boundary="admin">
      <div className={styles.backdrop} aria-hidden="true" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
