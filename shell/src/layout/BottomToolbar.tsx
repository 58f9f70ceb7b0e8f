// The toolbar fixed to the bottom of small screens (SPEC §2): Shop goes to /store, Cart opens the cart modal (the cart
// page before the scripts run).
import { Link } from 'react-router-dom';
import { selectCartCount, useAppSelector } from '@storefront/shared';
import { opensOverlay } from '@storefront/shared/contracts';
import { CartButtonForm } from './CartButtonForm';
import { CountBadge } from './CountBadge';
import { BagIcon, ShopIcon } from './icons';
import { itemCountLabel } from './itemCountLabel';
import styles from './BottomToolbar.module.css';

export function BottomToolbar() {
  const cartCount = useAppSelector(selectCartCount);
  return (
    <nav className={styles.toolbar} aria-label="Toolbar">
      <Link to="/store" className={styles.item}>
        <ShopIcon />
        <span>Shop</span>
      </Link>
      <CartButtonForm>
        <button type="submit" className={styles.item} aria-label={itemCountLabel('Cart', cartCount)} {...opensOverlay('cartModal')}>
          <span className={styles.iconWrap}>
            <BagIcon />
            <CountBadge count={cartCount} />
          </span>
          <span aria-hidden="true">Cart</span>
        </button>
      </CartButtonForm>
    </nav>
  );
}
