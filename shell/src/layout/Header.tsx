// Site header: logo, main navigation (a menu on narrow screens), categories and the icon buttons; it gains a
// background after 100 px of scroll and hides while scrolling down past 250 px (SPEC §2 "Global behaviour").
import { Link } from 'react-router-dom';
import { openOverlay, useAppDispatch } from '@storefront/shared';
import { MainNav } from '../navigation/MainNav';
import { useHeaderScroll } from '../scroll/useHeaderScroll';
import { HeaderActions } from './HeaderActions';
import { GridIcon } from './icons';
import { MobileMenu } from './MobileMenu';
import styles from './Header.module.css';

export function Header() {
  const { hasBackground, isHidden } = useHeaderScroll();
  const dispatch = useAppDispatch();
  return (
    <header className={styles.header} data-scrolled={hasBackground} data-hidden={isHidden}>
      <div className={styles.inner}>
        <MobileMenu />
        <Link to="/" className={styles.logo}>
          Storefront
        </Link>
        <button type="button" className={styles.categories} onClick={() => dispatch(openOverlay({ name: 'categories' }))}>
          <GridIcon />
          Categories
        </button>
        <div className={styles.nav}>
          <MainNav className={styles.navList} activeClassName={styles.active} />
        </div>
        <HeaderActions />
      </div>
    </header>
  );
}
