// Site footer: shop, account and contact links and the copyright line with the current year (SPEC §2).
import { Link } from 'react-router-dom';
import { STORE_CONTACT } from '@storefront/shared';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            Storefront
          </h2>
          <p className={styles.muted}>Fashion, electronics, books and licensed digital goods. Guest checkout in USD or NGN.</p>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            Shop
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/store">Store</Link>
            </li>
            <li>
              <Link to="/store-list">Our Store</Link>
            </li>
            <li>
              <Link to="/cart">Cart</Link>
            </li>
            <li>
              <Link to="/wish-list">Wish list</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className={styles.heading}>
            Account
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/login">Login</Link>
            </li>
            <li>
              <Link to="/register">Register</Link>
            </li>
            <li>
              <Link to="/my-account">My account</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Get in touch
          </h2>
          <address className={styles.list}>
            <a href={STORE_CONTACT.phoneHref}>{STORE_CONTACT.phone}</a>
            <a href={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</a>
          </address>
        </section>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Storefront. All rights reserved.</p>
    </footer>
  );
}
