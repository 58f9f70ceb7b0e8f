// The size and colour choice for one product: a labelled radio group for each option the product has,
// used by the product page, quick view and quick add. Radios keep the keyboard behaviour shoppers expect (Tab into the
// group, arrows to move); the legend names the current choice.
import type { LineVariant, Product } from '@storefront/shared';
import styles from './VariantPicker.module.css';

interface Props {
  product: Pick<Product, 'sizes' | 'colors'>;
  variant: LineVariant;
  onChange: (variant: LineVariant) => void;
  /** Names the radio groups uniquely on the page (`{name}-size`, `{name}-color`)… */
  name?: string;
  /** …or the groups' own names, for a picker in a form of its own (the names the server reads). */
  names?: { size: string; color: string };
}

export function VariantPicker({ product, variant, onChange, name = 'variant', names = { size: `${name}-size`, color: `${name}-color` } }: Props) {
  const sizes = product.sizes ?? [];
  const colors = product.colors ?? [];
  return (
    <>
      {sizes.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Size: {variant.size}</legend>
          {sizes.map((size) => (
            <label key={size} className={`${styles.option} ${size === variant.size ? styles.chosen : ''}`}>
              <input
                type="radio"
                name={names.size}
                value={size}
                checked={size === variant.size}
                onChange={() => onChange({ ...variant, size })}
                className="visually-hidden"
              />
              {size}
            </label>
          ))}
        </fieldset>
      )}
      {colors.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Colour: {variant.color}</legend>
          {colors.map((color) => (
            <label key={color.name} className={`${styles.option} ${color.name === variant.color ? styles.chosen : ''}`}>
              <input
                type="radio"
                name={names.color}
                value={color.name}
                checked={color.name === variant.color}
                onChange={() => onChange({ ...variant, color: color.name })}
                className="visually-hidden"
              />
              <span className={styles.swatch} style={{ background: color.bgColor }} aria-hidden="true" />
              {color.name}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
