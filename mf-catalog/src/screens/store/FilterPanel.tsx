// The sidebar's Filters: price range, availability, color, size, brands (with the server's counts), on sale, and
// Reset Filters (SPEC §3, §4).
import { useId } from 'react';
import { AVAILABILITY_CHOICES, BRANDS, COLORS, SIZES, type CatalogPage } from '@storefront/shared';
import { chooseFilter, clearFilters, setOnSale, toggleBrand } from '../../store-filters/filterTransitions';
import { writeStoreQuery, type StoreQuery } from '../../store-filters/storeQuery';
import { GetForm } from '../../components/GetForm/GetForm';
import { QueryButton, paramsWithout } from './QueryButton';
import { ChoiceButtons } from './ChoiceButtons';
import { PriceFilter } from './PriceFilter';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  /** The answer shown, whose facets count each choice; undefined before one and over the sample catalogue. */
  answer: CatalogPage | undefined;
  onChange: (next: StoreQuery) => void;
  /** In the filter drawer, whose own title already says Filters. */
  titleHidden?: boolean;
}

export function FilterPanel({ query, answer, onChange, titleHidden = false }: Props) {
  const titleId = useId();
  const facets = answer?.facets;
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleHidden ? 'visually-hidden' : styles.blockTitle}>
        Filters
      </h2>
      <PriceFilter query={query} answer={answer} onChange={onChange} />
      <ChoiceButtons
        title="Availability"
        choices={AVAILABILITY_CHOICES}
        selected={[query.availability]}
        onPick={(value) => onChange(chooseFilter(query, 'availability', value))}
        paramsOf={(value) => writeStoreQuery(chooseFilter(query, 'availability', value))}
      />
      <ChoiceButtons
        title="Color"
        choices={COLORS}
        counts={facets?.colors}
        selected={[query.color]}
        onPick={(value) => onChange(chooseFilter(query, 'color', value))}
        paramsOf={(value) => writeStoreQuery(chooseFilter(query, 'color', value))}
        swatches
      />
      <ChoiceButtons
        title="Size"
        choices={SIZES}
        counts={facets?.sizes}
        selected={[query.size]}
        onPick={(value) => onChange(chooseFilter(query, 'size', value))}
        paramsOf={(value) => writeStoreQuery(chooseFilter(query, 'size', value))}
      />
      <ChoiceButtons
        title="Brands"
        choices={BRANDS}
        counts={facets?.brands}
        selected={query.brands}
        onPick={(value) => onChange(toggleBrand(query, value))}
        paramsOf={(value) => writeStoreQuery(toggleBrand(query, value))}
      />
      {/* Ticking submits the form before the scripts run (the page's loader), the Apply button without them. */}
      <GetForm params={paramsWithout(setOnSale(query, !query.onSale), 'sale')} onSubmit={() => onChange(setOnSale(query, !query.onSale))}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="sale"
            value="1"
            checked={query.onSale}
            data-submit-on-change=""
            onChange={(event) => {
              event.stopPropagation();
              onChange(setOnSale(query, event.target.checked));
            }}
          />{' '}
          On sale
        </label>
        <noscript>
          <button type="submit" className={styles.secondaryButton}>
            Apply
          </button>
        </noscript>
      </GetForm>
      <QueryButton next={clearFilters(query)} onChange={onChange} className={styles.secondaryButton}>
        Reset Filters
      </QueryButton>
    </section>
  );
}
