// The frame of the three account pages: the desktop sidebar (or the mobile one) beside the page's content.
import type { ReactNode } from 'react';
import page from '../page.module.css';
import { AccountNav } from './AccountNav';
import styles from './AccountLayout.module.css';
import { MobileAccountSidebar } from './MobileAccountSidebar';

export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={page.page} data-boundary="content">
      <h1>{title}</h1>
      <MobileAccountSidebar />
      <div className={styles.layout}>
        <nav aria-label="My account" className={styles.sidebar}>
          <AccountNav />
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
