// The store's categories and filters below 992 px: a drawer the toolbar's Filter button opens, in the server's HTML
// from the start. It is a popover the button opens by itself (`popovertarget`), with or without scripts: the browser
// shows it in the top layer over a backdrop, closes it on Escape or a tap outside and gives focus back to the button,
// and nothing is rendered when it opens — a modal <dialog> (showModal) made the whole page inert on every opening,
// the store's slowest tap on a phone. Without scripts its filters are links and GET forms like the sidebar's; with
// them they apply as they are chosen (so closing keeps them), focus moves to the close button as it opens and Tab
// stays inside (keepFocusInside).
import { useEffect, useId, useRef } from 'react';
import { keepFocusInside, type CatalogPage } from '@storefront/shared';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { CategoryList } from './CategoryList';
import { FilterPanel } from './FilterPanel';
import styles from './FilterDrawer.module.css';

export const FILTER_DRAWER_ID = 'store-filters';

interface Props {
  query: StoreQuery;
  answer: CatalogPage | undefined;
  /** Products found, null while not known. */
  found: number | null;
  onChange: (next: StoreQuery) => void;
}

const closes = { popoverTarget: FILTER_DRAWER_ID, popoverTargetAction: 'hide' } as const;

export function FilterDrawer({ query, answer, found, onChange }: Props) {
  const titleId = useId();
  const drawer = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = drawer.current;
    if (!element) return;
    // The browser focuses a popover's autofocus element as it opens. Set here, not in the server's HTML, where the
    // page's own autofocus would be looked for.
    closeButton.current?.setAttribute('autofocus', '');
    return keepFocusInside(element);
  }, []);
  return (
    <dialog ref={drawer} id={FILTER_DRAWER_ID} popover="auto" className={styles.drawer} aria-labelledby={titleId} aria-modal="true" data-boundary="catalog">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Filters
        </h2>
        <button ref={closeButton} type="button" className={styles.close} aria-label="Close filters" {...closes}>
          ×
        </button>
      </div>
      <div className={styles.body}>
        <CategoryList query={query} onChange={onChange} />
        <FilterPanel query={query} answer={answer} onChange={onChange} titleHidden />
      </div>
      <div className={styles.foot}>
        <button type="button" className={styles.show} {...closes}>
          {found === null ? 'Show products' : `Show ${found} ${found === 1 ? 'product' : 'products'}`}
        </button>
      </div>
    </dialog>
  );
}
