// The applied filter tags (availability, size, color, brands), each removable, and REMOVE ALL (SPEC §2 "Store").
import { ALL_FILTER } from '@storefront/shared';
import { chooseFilter, clearFilters, toggleBrand } from '../../store-filters/filterTransitions';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { QueryButton } from './QueryButton';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  onChange: (next: StoreQuery) => void;
}

interface Tag {
  label: string;
  remove: () => StoreQuery;
}

function appliedTags(query: StoreQuery): Tag[] {
  const tags: Tag[] = [];
  if (query.availability !== ALL_FILTER) tags.push({ label: query.availability, remove: () => chooseFilter(query, 'availability', query.availability) });
  if (query.size !== ALL_FILTER) tags.push({ label: `Size: ${query.size}`, remove: () => chooseFilter(query, 'size', query.size) });
  if (query.color !== ALL_FILTER) tags.push({ label: `Color: ${query.color}`, remove: () => chooseFilter(query, 'color', query.color) });
  for (const brand of query.brands) tags.push({ label: brand, remove: () => toggleBrand(query, brand) });
  return tags;
}

export function FilterTags({ query, onChange }: Props) {
  const tags = appliedTags(query);
  if (tags.length === 0) return null;
  return (
    <div className={styles.tags} aria-label="Applied filters" role="group">
      {tags.map((tag) => (
        <QueryButton key={tag.label} next={tag.remove()} onChange={onChange} className={styles.tag} aria-label={`Remove filter ${tag.label}`}>
          {tag.label} <span aria-hidden="true">×</span>
        </QueryButton>
      ))}
      <QueryButton next={clearFilters(query)} onChange={onChange} className={styles.removeAll}>
        REMOVE ALL
      </QueryButton>
    </div>
  );
}
