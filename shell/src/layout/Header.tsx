// Site header: primary navigation and the cart button with its count.
import { NavLink, Link } from 'react-router-dom';
import { openOverlay, selectCartCount, useAppDispatch, useAppSelector } from '@storefront/shared';
import styles from './Header.module.css';

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/store', label: 'Store' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
];

export function Header() {
  const dispatch = useAppDispatch();
  const cartCount = useAppSelector(selectCartCount);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          Storefront
        </Link>
        <nav aria-label="Main">
          <ul className={styles.nav}>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className={styles.cart}
          onClick={() => dispatch(openOverlay({ name: 'cartModal' }))}
          aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
        >
          Cart <span className={styles.count} data-testid="cart-count">{cartCount}</span>
        </button>
      </div>
    </header>
  );
}
