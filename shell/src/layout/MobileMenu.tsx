// The narrow-screen menu: a button in the header that opens a drawer with the navigation, account links and contact details.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { openOverlay, selectSignedIn, STORE_CONTACT, useAppDispatch, useAppSelector } from '@storefront/shared';
import { MainNav } from '../navigation/MainNav';
import { useFocusTrap } from '../overlays/useFocusTrap';
import { useEscapeKey } from '../overlays/useEscapeKey';
import { CloseIcon, MenuIcon } from './icons';
import styles from './MobileMenu.module.css';

export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectSignedIn);
  const close = () => setIsOpen(false);

  useEffect(close, [pathname]);
  useEscapeKey(isOpen, close);
  useFocusTrap(drawerRef, isOpen);

  const openCategories = () => {
    close();
    dispatch(openOverlay({ name: 'categories' }));
  };

  return (
    <>
      <button type="button" className={styles.toggle} aria-label="Menu" aria-expanded={isOpen} aria-controls="mobile-menu" onClick={() => setIsOpen(true)}>
        <MenuIcon />
      </button>
      {isOpen &&
        createPortal(
          <div className={styles.layer} data-boundary="shell">
            <div className={styles.backdrop} onClick={close} aria-hidden="true" />
            <div ref={drawerRef} id="mobile-menu" className={styles.drawer} role="dialog" aria-modal="true" aria-labelledby="mobile-menu-title">
              <div className={styles.head}>
                <h2 id="mobile-menu-title" className={styles.title}>
                  Menu
                </h2>
                <button type="button" className={styles.close} aria-label="Close menu" onClick={close}>
                  <CloseIcon />
                </button>
              </div>
              <MainNav label="Mobile" className={styles.nav} activeClassName={styles.active} />
              <button type="button" className={styles.categories} onClick={openCategories}>
                Browse categories
              </button>
              <ul className={styles.links}>
                {signedIn ? (
                  <li>
                    <Link to="/my-account">My account</Link>
                  </li>
                ) : (
                  <>
                    <li>
                      <Link to="/login">Login</Link>
                    </li>
                    <li>
                      <Link to="/register">Register</Link>
                    </li>
                  </>
                )}
                <li>
                  <Link to="/wish-list">Wish list</Link>
                </li>
                <li>
                  <Link to="/store-list">Our Store</Link>
                </li>
              </ul>
              <address className={styles.contact}>
                <a href={STORE_CONTACT.phoneHref}>{STORE_CONTACT.phone}</a>
                <a href={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</a>
              </address>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
