// A titled row of toggle buttons for one filter (availability, color, size or brands); pressed ones are selected.
import styles from './Store.module.css';

interface Props {
  title: string;
  choices: readonly string[];
  selected: readonly string[];
  onPick: (value: string) => void;
  /** Show a colour dot beside each name. */
  swatches?: boolean;
}

const swatchColor = (name: string) => name.toLowerCase().replace('light blue', 'lightblue').replace('dark blue', 'darkblue');

export function ChoiceButtons({ title, choices, selected, onPick, swatches = false }: Props) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.filterTitle}>{title}</legend>
      {choices.map((choice) => (
        <button key={choice} type="button" className={styles.choice} aria-pressed={selected.includes(choice)} onClick={() => onPick(choice)}>
          {swatches && <span className={styles.swatch} style={{ background: swatchColor(choice) }} aria-hidden="true" />}
          {choice}
        </button>
      ))}
    </fieldset>
  );
}
