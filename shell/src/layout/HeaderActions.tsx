// The header's icon buttons: search (opens the search panel), account, wishlist (count) and cart (count; opens the cart modal,
// or the cart page before the scripts run). Signed in, Login / Register give way to My account (the account state,
// which this header asks the API for once the page runs in the browser: a server render never knows who is signed in).
import { Link } from 'react-router-dom';
import { openOverlay, selectCartCount, selectSignedIn, selectWishlistIds, useAppDispatch, useAppSelector, useGetAccountSessionQuery } from '@storefront/shared';
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
  const signedIn = useAppSelector(selectSignedIn);
  useGetAccountSessionQuery(undefined, { skip: typeof window === 'undefined' });
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.icon} aria-label="Search" onClick={() => dispatch(openOverlay({ name: 'search' }))}>
        <SearchIcon />
      </button>
      <span className={styles.auth}>
        {signedIn ? (
          <Link to="/my-account">My account</Link>
        ) : (
          <>
            <Link to="/login">Login</Link>
            <span aria-hidden="true">/</span>
            <Link to="/register">Register</Link>
          </>
        )}
      </span>
      <Link to={signedIn ? '/my-account' : '/login'} className={`${styles.icon} ${styles.account}`} aria-label="Account">
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
