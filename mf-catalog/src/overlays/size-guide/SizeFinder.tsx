// The size guide's Size tab: height (shown as double the slider value, in cm) and weight (kg) sliders 0-100, body
// types, and the size they suggest.
import { useState } from 'react';
import { SIZE_GUIDE_BODY_TYPES, SIZE_GUIDE_SLIDER } from '@storefront/shared';
import { suggestSize, suggestionText } from './suggestSize';
import styles from './SizeGuide.module.css';

export function SizeFinder() {
  const [height, setHeight] = useState<number>(SIZE_GUIDE_SLIDER.defaultValue);
  const [weight, setWeight] = useState<number>(SIZE_GUIDE_SLIDER.defaultValue);
  const [bodyType, setBodyType] = useState<string>('Normal');
  const slider = (id: string, label: string, value: number, shown: string, onChange: (value: number) => void) => (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label} <output htmlFor={id}>{shown}</output>
      </label>
      <input
        id={id}
        type="range"
        min={SIZE_GUIDE_SLIDER.min}
        max={SIZE_GUIDE_SLIDER.max}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
  return (
    <div className={styles.finder}>
      {slider('size-height', 'Height', height, `${height * 2} cm`, setHeight)}
      {slider('size-weight', 'Weight', weight, `${weight} kg`, setWeight)}
      <fieldset className={styles.bodyTypes}>
        <legend className={styles.fieldLabel}>Body type</legend>
        {SIZE_GUIDE_BODY_TYPES.map((type) => (
          <label key={type} className={styles.bodyType}>
            <input type="radio" name="size-body-type" value={type} checked={bodyType === type} onChange={() => setBodyType(type)} /> {type}
          </label>
        ))}
      </fieldset>
      <p role="status" aria-label="Size suggestion" className={styles.suggestion}>
        {suggestionText(suggestSize(height * 2, weight, bodyType))}
      </p>
    </div>
  );
}
