// The card's main button: ADD TO CART, or Quick Add when the product's addToCart says so (SPEC §2), then 'Already Added'.
import type { Product } from '@storefront/shared';
import { useProductActions } from '../../hooks/useProductActions';
import styles from './ProductCard.module.css';

export const QUICK_ADD_LABEL = 'Quick Add';

export function CardAddButton({ product }: { product: Product }) {
  const actions = useProductActions(product);
  if (actions.inCart) {
    return (
      <button type="button" className={styles.add} disabled>
        Already Added
      </button>
    );
  }
  const quickAdd = product.addToCart === QUICK_ADD_LABEL;
  return (
    <button type="button" className={styles.add} onClick={quickAdd ? actions.quickAdd : actions.addToCart}>
      {quickAdd ? QUICK_ADD_LABEL : 'ADD TO CART'}
    </button>
  );
}
