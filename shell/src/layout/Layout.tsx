// The page frame every route renders inside: top bar, header, the routed screen, footer, bottom toolbar,
// scroll-to-top and the overlay slot.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OverlayHost } from '../overlays/OverlayHost';
import { BottomToolbar } from './BottomToolbar';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';
import styles from './Layout.module.css';

export function Layout() {
  return (
    <div className={styles.frame} data-boundary="shell">
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <TopBar />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomToolbar />
      <ScrollToTop />
      <OverlayHost />
      <ScrollRestoration />
    </div>
  );
}
