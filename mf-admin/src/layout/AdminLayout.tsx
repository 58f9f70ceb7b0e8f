// The console's own page frame (it draws the whole page, remotes.json "layout": "own"): skip link, header with the
// navigation, the signed-in operator and Sign out, and the screen.
import type { ReactNode } from 'react';
import { useOperator } from '../session/useOperator';
import { AdminNav } from './AdminNav';
import { SignOutButton } from './SignOutButton';
import styles from './AdminLayout.module.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { operator } = useOperator();
  return (
    <div className={styles.console} data-boundary="admin">
      <a className={styles.skip} href="#admin-main">
        Skip to content
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>Storefront console</p>
        <AdminNav role={operator.role} />
        <div className={styles.account}>
          <span>
            Signed in as <strong>{operator.email}</strong> ({operator.role})
          </span>
          <SignOutButton />
        </div>
      </header>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
