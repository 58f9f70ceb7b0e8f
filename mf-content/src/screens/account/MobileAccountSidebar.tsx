// The account sidebar on phones and tablets: a button opens a panel with the customer's avatar, name, e-mail and links.
import { useId, useState } from 'react';
import type { Customer } from '@storefront/shared/schemas';
import { Avatar } from '../../components/Avatar';
import { AccountNav } from './AccountNav';
import styles from './AccountLayout.module.css';

export function MobileAccountSidebar({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = `${customer.firstName} ${customer.lastName}`;
  return (
    <div className={styles.mobile}>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
        Account menu
      </button>
      <nav id={panelId} aria-label="Account (mobile)" className={styles.mobilePanel} hidden={!open}>
        <div className={styles.profile}>
          <Avatar name={name} size="lg" />
          <div>
            <p className={styles.profileName}>{name}</p>
            <p className={styles.profileEmail}>{customer.email}</p>
          </div>
        </div>
        <AccountNav onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}
