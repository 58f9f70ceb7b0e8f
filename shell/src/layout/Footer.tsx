// Site footer with the copyright line for the current year.
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>© {new Date().getFullYear()} Storefront. All rights reserved.</p>
    </footer>
  );
}
