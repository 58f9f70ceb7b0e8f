// The sidebar's Filters: price range, availability, color, size, brands, on sale, and Reset Filters (SPEC §3, §4).
import { useId } from 'react';
import { BRANDS, COLORS, SIZES, selectCurrency, useAppSelector } from '@storefront/shared';
import { RangeSlider } from '../../components/RangeSlider/RangeSlider';
import { AVAILABILITY_OPTIONS } from '../../store-filters/storeOptions';
import { priceSlider, usdRange } from '../../store-filters/priceRange';
import { chooseFilter, clearFilters, setOnSale, setPriceRange, toggleBrand } from '../../store-filters/filterTransitions';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { ChoiceButtons } from './ChoiceButtons';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  onChange: (next: StoreQuery) => void;
  /** In the filter drawer, whose own title already says Filters. */
  titleHidden?: boolean;
}

export function FilterPanel({ query, onChange, titleHidden = false }: Props) {
  const titleId = useId();
  const currency = useAppSelector(selectCurrency);
  const slider = priceSlider(query, currency);
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleHidden ? 'visually-hidden' : styles.blockTitle}>
        Filters
      </h2>
      <h3 className={styles.filterTitle}>Price ({currency})</h3>
      <RangeSlider
        label="Price"
        bounds={slider.bounds}
        step={slider.step}
        low={slider.low}
        high={slider.high}
        format={slider.format}
        onCommit={(low, high) => onChange(setPriceRange(query, ...usdRange(low, high, currency)))}
      />
      <ChoiceButtons
        title="Availability"
        choices={AVAILABILITY_OPTIONS}
        selected={[query.availability]}
        onPick={(value) => onChange(chooseFilter(query, 'availability', value))}
      />
      <ChoiceButtons title="Color" choices={COLORS} selected={[query.color]} onPick={(value) => onChange(chooseFilter(query, 'color', value))} swatches />
      <ChoiceButtons title="Size" choices={SIZES} selected={[query.size]} onPick={(value) => onChange(chooseFilter(query, 'size', value))} />
      <ChoiceButtons title="Brands" choices={BRANDS} selected={query.brands} onPick={(value) => onChange(toggleBrand(query, value))} />
      <label className={styles.checkbox}>
        <input type="checkbox" checked={query.onSale} onChange={(event) => onChange(setOnSale(query, event.target.checked))} /> On sale
      </label>
      <button type="button" className={styles.secondaryButton} onClick={() => onChange(clearFilters(query))}>
        Reset Filters
      </button>
    </section>
  );
}
