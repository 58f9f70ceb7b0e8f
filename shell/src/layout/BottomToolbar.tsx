// The toolbar fixed to the bottom of small screens (SPEC §2): Shop goes to /store, Cart opens the cart modal.
import { Link } from 'react-router-dom';
import { openOverlay, selectCartCount, useAppDispatch, useAppSelector } from '@storefront/shared';
import { opensOverlay } from '@storefront/shared/contracts';
import { CountBadge } from './CountBadge';
import { BagIcon, ShopIcon } from './icons';
import { itemCountLabel } from './itemCountLabel';
import styles from './BottomToolbar.module.css';

export function BottomToolbar() {
  const dispatch = useAppDispatch();
  const cartCount = useAppSelector(selectCartCount);
  return (
    <nav className={styles.toolbar} aria-label="Toolbar">
      <Link to="/store" className={styles.item}>
        <ShopIcon />
        <span>Shop</span>
      </Link>
      <button
        type="button"
        className={styles.item}
        aria-label={itemCountLabel('Cart', cartCount)}
        onClick={() => dispatch(openOverlay({ name: 'cartModal' }))}
        {...opensOverlay('cartModal')}
      >
        <span className={styles.iconWrap}>
          <BagIcon />
          <CountBadge count={cartCount} />
        </span>
        <span aria-hidden="true">Cart</span>
      </button>
    </nav>
  );
}
