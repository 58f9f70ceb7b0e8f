// The frame of the three account pages: the desktop sidebar (or the mobile one, with the customer's name and e-mail)
// beside the page's content. Signed out, it asks the shopper to sign in instead; until the browser knows, it says so.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Customer } from '@storefront/shared/schemas';
import page from '../page.module.css';
import { AccountNav } from './AccountNav';
import styles from './AccountLayout.module.css';
import { MobileAccountSidebar } from './MobileAccountSidebar';
import { useSignedInCustomer } from './useSignedInCustomer';

export const SIGN_IN_PROMPT = 'Please sign in to see your account.';

export function AccountLayout({ title, children }: { title: string; children: (customer: Customer) => ReactNode }) {
  const { status, customer } = useSignedInCustomer();
  return (
    <div className={page.page} data-boundary="content">
      <h1>{title}</h1>
      {customer ? (
        <>
          <MobileAccountSidebar customer={customer} />
          <div className={styles.layout}>
            <nav aria-label="My account" className={styles.sidebar}>
              <AccountNav />
            </nav>
            <div className={styles.content}>{children(customer)}</div>
          </div>
        </>
      ) : status === 'signed-out' ? (
        <p>
          {SIGN_IN_PROMPT} <Link to="/login">Login</Link> or <Link to="/register">create your account</Link>.
        </p>
      ) : (
        <p role="status">Loading your account…</p>
      )}
    </div>
  );
}
