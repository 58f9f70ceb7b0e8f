// The header's icon buttons: search (opens the search panel), account, wishlist (count) and cart (count; opens the cart modal,
// or the cart page before the scripts run).
import { Link } from 'react-router-dom';
import { openOverlay, selectCartCount, selectWishlistIds, useAppDispatch, useAppSelector } from '@storefront/shared';
import { opensOverlay } from '@storefront/shared/contracts';
import { CartButtonForm } from './CartButtonForm';
import { CountBadge } from './CountBadge';
import { BagIcon, HeartIcon, SearchIcon, UserIcon } from './icons';
import { itemCountLabel } from './itemCountLabel';
import styles from './HeaderActions.module.css';

export function HeaderActions() {
  const dispatch = useAppDispatch();
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistIds).length;
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.icon} aria-label="Search" onClick={() => dispatch(openOverlay({ name: 'search' }))}>
        <SearchIcon />
      </button>
      <span className={styles.auth}>
        <Link to="/login">Login</Link>
        <span aria-hidden="true">/</span>
        <Link to="/register">Register</Link>
      </span>
      <Link to="/login" className={`${styles.icon} ${styles.account}`} aria-label="Account">
        <UserIcon />
      </Link>
      <button
        type="button"
        className={styles.icon}
        aria-label={itemCountLabel('Wishlist', wishlistCount)}
        onClick={() => dispatch(openOverlay({ name: 'wishlistPanel' }))}
        {...opensOverlay('wishlistPanel')}
      >
        <HeartIcon />
        <CountBadge count={wishlistCount} testId="wishlist-count" />
      </button>
      <CartButtonForm>
        <button type="submit" className={styles.icon} aria-label={itemCountLabel('Cart', cartCount)} {...opensOverlay('cartModal')}>
          <BagIcon />
          <CountBadge count={cartCount} testId="cart-count" />
        </button>
      </CartButtonForm>
    </div>
  );
}
