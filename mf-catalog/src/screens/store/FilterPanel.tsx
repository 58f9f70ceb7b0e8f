// The sidebar's Filters: price range, availability, color, size, brands, on sale, and Reset Filters (SPEC §3, §4).
import { BRANDS, COLORS, SIZES, formatPrice } from '@storefront/shared';
import { RangeSlider } from '../../components/RangeSlider/RangeSlider';
import { AVAILABILITY_OPTIONS, PRICE_SLIDER_BOUNDS, PRICE_SLIDER_STEP } from '../../store-filters/storeOptions';
import { chooseFilter, clearFilters, setOnSale, setPriceRange, toggleBrand } from '../../store-filters/filterTransitions';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { ChoiceButtons } from './ChoiceButtons';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  onChange: (next: StoreQuery) => void;
}

const usd = (value: number) => formatPrice(value, 'USD');

export function FilterPanel({ query, onChange }: Props) {
  return (
    <section className={styles.block} aria-labelledby="store-filters">
      <h2 id="store-filters" className={styles.blockTitle}>
        Filters
      </h2>
      <h3 className={styles.filterTitle}>Price (USD)</h3>
      <RangeSlider
        label="Price"
        bounds={PRICE_SLIDER_BOUNDS}
        step={PRICE_SLIDER_STEP}
        low={query.priceMin}
        high={query.priceMax}
        format={usd}
        onCommit={(low, high) => onChange(setPriceRange(query, low, high))}
      />
      <ChoiceButtons title="Availability" choices={AVAILABILITY_OPTIONS} selected={[query.availability]} onPick={(value) => onChange(chooseFilter(query, 'availability', value))} />
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
