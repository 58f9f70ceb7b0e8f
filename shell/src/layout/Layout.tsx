// The page frame every route renders inside: header, the routed screen, the overlay slot and the footer.
import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { OverlayHost } from '../overlays/OverlayHost';
import styles from './Layout.module.css';

export function Layout() {
  return (
    <div className={styles.frame} data-boundary="shell">
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <OverlayHost />
    </div>
  );
}
