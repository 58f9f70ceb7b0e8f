// A cart line's size and colour ("Size: M · Colour: Red") under its title; nothing for a line without them.
import { describeVariant, type CartLine } from '@storefront/shared';
import styles from './LineVariant.module.css';

export function LineVariant({ line }: { line: Pick<CartLine, 'size' | 'color'> }) {
  const text = describeVariant(line);
  return text ? <p className={styles.variant}>{text}</p> : null;
}

/** A line's accessible name: its title, plus its variant when it has one, so two sizes of one product have distinct controls. */
export function lineLabel(line: Pick<CartLine, 'title' | 'size' | 'color'>): string {
  const variant = describeVariant(line);
  return variant ? `${line.title} (${variant})` : line.title;
}
