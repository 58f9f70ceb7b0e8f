// The price filter in the shopper's currency: bounds, step and range as the server's answer gives them. Without an
// answer in that currency (before the first, or just after the currency changed) it is shown disabled, not guessed.
import { selectCurrency, useAppSelector, type CatalogPage } from '@storefront/shared';
import { RangeSlider } from '../../components/RangeSlider/RangeSlider';
import { priceSliderOf } from '../../store-filters/priceRange';
import { setPriceRange } from '../../store-filters/filterTransitions';
import type { StoreQuery } from '../../store-filters/storeQuery';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  answer: CatalogPage | undefined;
  onChange: (next: StoreQuery) => void;
}

const NOTHING = { min: 0, max: 0 };

export function PriceFilter({ query, answer, onChange }: Props) {
  const currency = useAppSelector(selectCurrency);
  const slider = priceSliderOf(answer, currency);
  return (
    <>
      <h3 className={styles.filterTitle}>Price ({currency})</h3>
      {slider ? (
        <RangeSlider
          label="Price"
          bounds={slider.bounds}
          step={slider.step}
          low={slider.low}
          high={slider.high}
          format={slider.format}
          onCommit={(low, high) => onChange(setPriceRange(query, low, high, slider))}
        />
      ) : (
        <RangeSlider label="Price" bounds={NOTHING} low={0} high={0} valueText="Loading prices…" disabled onCommit={() => undefined} />
      )}
    </>
  );
}
