// The sidebar's Product Categories: All Categories plus each category the API lists, with loading and error states.
import { useId } from 'react';
import { ALL_FILTER, openOverlay, useAppDispatch, useCategories } from '@storefront/shared';
import { chooseCategory } from '../../store-filters/filterTransitions';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { QueryButton } from './QueryButton';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  onChange: (next: StoreQuery) => void;
}

export function CategoryList({ query, onChange }: Props) {
  const { categories, categoriesStatus, refetchCategories } = useCategories();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const names = [ALL_FILTER, ...categories.map((category) => category.name)];
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.blockTitle}>
        Product Categories
      </h2>
      {categoriesStatus.isLoading && <p role="status">Loading categories…</p>}
      {categoriesStatus.error && (
        <p role="alert" className={styles.inlineError}>
          {categoriesStatus.error}{' '}
          <button type="button" className={styles.linkButton} onClick={refetchCategories}>
            Retry
          </button>
        </p>
      )}
      <ul className={styles.categoryList}>
        {names.map((name) => (
          <li key={name}>
            <QueryButton next={chooseCategory(query, name)} onChange={onChange} className={styles.categoryButton} aria-pressed={query.category === name}>
              {name === ALL_FILTER ? 'All Categories' : name}
            </QueryButton>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.linkButton} onClick={() => dispatch(openOverlay({ name: 'categories' }))}>
        Browse departments
      </button>
    </section>
  );
}
