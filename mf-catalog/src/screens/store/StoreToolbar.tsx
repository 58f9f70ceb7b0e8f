// Above the store's products: 'N Products Found', the layout switch, the sort dropdown and a search button.
import { SORT_OPTIONS, openOverlay, useAppDispatch, type SortOption } from '@storefront/shared';
import { layoutChoices, layoutOfferedFrom, shownLayout } from '../../store-filters/columns';
import { useWidthClass } from '../../hooks/useWidthClass';
import { chooseLayout, chooseSort } from '../../store-filters/filterTransitions';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { GetForm } from '../../components/GetForm/GetForm';
import { QueryButton, paramsWithout } from './QueryButton';
import { FILTER_DRAWER_ID } from './FilterDrawer';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  /** Products found, null while not known. */
  found: number | null;
  onChange: (next: StoreQuery) => void;
}

export function StoreToolbar({ query, found, onChange }: Props) {
  const dispatch = useAppDispatch();
  // A phone shows 2 columns for a chosen 3 or 4: it offers only the layouts it can show (CSS hides the rest, right in
  // the server HTML too) and presses the one on screen.
  const shown = shownLayout(query.layout, useWidthClass(), true);
  return (
    <div className={styles.toolbar}>
      {/* Opens the filter drawer (this button shows under 992 px, where the sidebar is hidden). */}
      <button type="button" className={styles.filterButton} popoverTarget={FILTER_DRAWER_ID} aria-haspopup="dialog">
        Filter
      </button>
      <p className={styles.found} aria-live="polite">
        {found !== null && `${found} Products Found`}
      </p>
      <div className={styles.layouts} role="group" aria-label="Layout">
        {layoutChoices(true).map((layout) => (
          <QueryButton
            key={layout}
            next={chooseLayout(query, layout)}
            onChange={onChange}
            className={styles.layoutButton}
            data-offered-from={layoutOfferedFrom(layout, true)}
            aria-pressed={shown === layout}
            aria-label={layout === 'list' ? 'List view' : `${layout} columns`}
          >
            {layout === 'list' ? '☰' : layout}
          </QueryButton>
        ))}
      </div>
      {/* Choosing submits the form before the scripts run (the page's loader), the Sort button without them. */}
      <GetForm params={paramsWithout(chooseSort(query, query.sort), 'sort')} onSubmit={() => undefined}>
        <label className={styles.sort}>
          <span className="visually-hidden">Sort products</span>
          <select
            name="sort"
            value={query.sort}
            data-submit-on-change=""
            onChange={(event) => {
              event.stopPropagation();
              onChange(chooseSort(query, event.target.value as SortOption));
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className={styles.secondaryButton}>
            Sort
          </button>
        </noscript>
      </GetForm>
      <button type="button" className={styles.secondaryButton} onClick={() => dispatch(openOverlay({ name: 'search' }))}>
        Search
      </button>
    </div>
  );
}
