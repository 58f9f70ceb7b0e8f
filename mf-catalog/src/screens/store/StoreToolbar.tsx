// Above the store's products: 'N Products Found', the layout switch, the sort dropdown and a search button.
import { SORT_OPTIONS, openOverlay, useAppDispatch, type SortOption } from '@storefront/shared';
import { layoutChoices } from '../../store-filters/columns';
import { chooseLayout, chooseSort } from '../../store-filters/filterTransitions';
import type { StoreQuery } from '../../store-filters/storeQuery';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  found: number;
  onChange: (next: StoreQuery) => void;
}

export function StoreToolbar({ query, found, onChange }: Props) {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.toolbar}>
      <p className={styles.found} aria-live="polite">
        {found} Products Found
      </p>
      <div className={styles.layouts} role="group" aria-label="Layout">
        {layoutChoices(true).map((layout) => (
          <button
            key={layout}
            type="button"
            className={styles.layoutButton}
            aria-pressed={query.layout === layout}
            aria-label={layout === 'list' ? 'List view' : `${layout} columns`}
            onClick={() => onChange(chooseLayout(query, layout))}
          >
            {layout === 'list' ? '☰' : layout}
          </button>
        ))}
      </div>
      <label className={styles.sort}>
        <span className="visually-hidden">Sort products</span>
        <select value={query.sort} onChange={(event) => onChange(chooseSort(query, event.target.value as SortOption))}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.secondaryButton} onClick={() => dispatch(openOverlay({ name: 'search' }))}>
        Search
      </button>
    </div>
  );
}
