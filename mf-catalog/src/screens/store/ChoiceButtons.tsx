// A titled row of toggle buttons for one filter (availability, color, size or brands); pressed ones are selected. With
// the server's facet counts, each reads "Nike (12)" ("Nike, 12 products" to a screen reader), and a value that would
// list nothing is shown but disabled unless it is chosen, so it can still be unchosen.
import type { FacetCount } from '@storefront/shared';
import { GetForm } from '../../components/GetForm/GetForm';
import styles from './Store.module.css';

interface Props {
  title: string;
  choices: readonly string[];
  selected: readonly string[];
  onPick: (value: string) => void;
  /** The store URL's query a pick leads to: the buttons then work before the page's scripts and without them. */
  paramsOf?: (value: string) => URLSearchParams;
  /** How many products each choice would list; omitted while unknown. */
  counts?: readonly FacetCount[];
  /** Show a colour dot beside each name. */
  swatches?: boolean;
}

const swatchColor = (name: string) => name.toLowerCase().replace('light blue', 'lightblue').replace('dark blue', 'darkblue');

export function ChoiceButtons({ title, choices, selected, onPick, paramsOf, counts, swatches = false }: Props) {
  const countOf = (choice: string) => (counts ? (counts.find((facet) => facet.value === choice)?.count ?? 0) : undefined);
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.filterTitle}>{title}</legend>
      {choices.map((choice) => {
        const pressed = selected.includes(choice);
        const count = countOf(choice);
        const label = count === undefined ? undefined : `${choice}, ${count} ${count === 1 ? 'product' : 'products'}`;
        const button = (
          <button
            key={choice}
            type={paramsOf ? 'submit' : 'button'}
            className={styles.choice}
            aria-label={label}
            aria-pressed={pressed}
            disabled={count === 0 && !pressed}
            onClick={paramsOf ? undefined : () => onPick(choice)}
          >
            {swatches && <span className={styles.swatch} style={{ background: swatchColor(choice) }} aria-hidden="true" />}
            {choice}
            {count !== undefined && <span className={styles.count}>({count})</span>}
          </button>
        );
        return paramsOf ? (
          <GetForm key={choice} params={paramsOf(choice)} onSubmit={() => onPick(choice)}>
            {button}
          </GetForm>
        ) : (
          button
        );
      })}
    </fieldset>
  );
}
