// A two-thumb range slider (SPEC §5: thumbs clamped between min and max, swapped when they cross); the store's price filter.
import { useEffect, useState } from 'react';
import { normalizeRange, type Bounds } from '../../store-filters/rangeSlider';
import styles from './RangeSlider.module.css';

interface Props {
  label: string;
  bounds: Bounds;
  step?: number;
  low: number;
  high: number;
  /** Called when a thumb is released (pointer up, key up or blur), with the ordered pair. */
  onCommit: (low: number, high: number) => void;
  format?: (value: number) => string;
  /** Thumbs that cannot move yet, e.g. while the range is not known. */
  disabled?: boolean;
  /** Shown instead of the formatted range. */
  valueText?: string;
}

export function RangeSlider({ label, bounds, step = 1, low, high, onCommit, format = String, disabled = false, valueText }: Props) {
  const [values, setValues] = useState<[number, number]>([low, high]);
  useEffect(() => setValues([low, high]), [low, high]);
  const [shownLow, shownHigh] = normalizeRange(values[0], values[1], bounds);
  const move = (thumb: 0 | 1, value: number) => setValues((current) => (thumb === 0 ? [value, current[1]] : [current[0], value]));
  const commit = () => {
    if (shownLow !== low || shownHigh !== high) onCommit(shownLow, shownHigh);
  };
  const thumb = (index: 0 | 1, name: string) => (
    <input
      type="range"
      className={styles.thumb}
      aria-label={`${label} ${name}`}
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={values[index]}
      disabled={disabled}
      onChange={(event) => move(index, Number(event.target.value))}
      onPointerUp={commit}
      onKeyUp={commit}
      onBlur={commit}
    />
  );
  return (
    <div className={styles.slider} role="group" aria-label={label}>
      <div className={styles.track}>
        {thumb(0, 'minimum')}
        {thumb(1, 'maximum')}
      </div>
      <p className={styles.values} aria-live="polite">
        {valueText ?? `${format(shownLow)} – ${format(shownHigh)}`}
      </p>
    </div>
  );
}
