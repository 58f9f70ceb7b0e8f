// The page frame every route renders inside: top bar, header, bottom toolbar, the routed screen, footer,
// scroll-to-top and the overlay slot. The toolbar (fixed to the bottom of small screens) comes before the screen in
// the HTML so that it is painted with the header: placed after a long page it would appear, while the page streams
// in, over the controls the shopper is already tapping.
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
      <BottomToolbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <OverlayHost />
      <ScrollRestoration />
    </div>
  );
}
