// The store's categories and filters below 992 px: a modal drawer opened by the toolbar's Filter button. A native
// <dialog> shown with showModal(), so the page behind is inert (focus stays inside), Escape closes it and focus
// returns to the button; filters apply as they are chosen, so closing keeps them.
import { useId, useLayoutEffect, useRef } from 'react';
import type { CatalogPage } from '@storefront/shared';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { CategoryList } from './CategoryList';
import { FilterPanel } from './FilterPanel';
import styles from './FilterDrawer.module.css';

interface Props {
  query: StoreQuery;
  answer: CatalogPage | undefined;
  /** Products found, null while not known. */
  found: number | null;
  onChange: (next: StoreQuery) => void;
  onClose: () => void;
}

/** Mounted only while open. */
export function FilterDrawer({ query, answer, found, onChange, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);
  // Closing through the dialog itself lets the browser hand focus back to the Filter button.
  const close = () => (dialog.current?.open ? dialog.current.close() : onClose());
  return (
    <dialog ref={dialog} className={styles.drawer} aria-labelledby={titleId} onClose={onClose} data-boundary="catalog">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Filters
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label="Close filters">
          ×
        </button>
      </div>
      <div className={styles.body}>
        <CategoryList query={query} onChange={onChange} />
        <FilterPanel query={query} answer={answer} onChange={onChange} titleHidden />
      </div>
      <div className={styles.foot}>
        <button type="button" className={styles.show} onClick={close}>
          {found === null ? 'Show products' : `Show ${found} ${found === 1 ? 'product' : 'products'}`}
        </button>
      </div>
    </dialog>
  );
}
