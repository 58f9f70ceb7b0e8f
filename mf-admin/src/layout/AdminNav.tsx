// The console's navigation: the sections the operator's role may use; the current one is marked for assistive tech.
import { NavLink } from 'react-router-dom';
import type { OperatorRole } from '@storefront/shared/schemas/admin';
import { navItemsFor } from './navItems';
import styles from './AdminLayout.module.css';

export function AdminNav({ role }: { role: OperatorRole }) {
  return (
    <nav aria-label="Console" className={styles.nav}>
      <ul>
        {navItemsFor(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/admin'} className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
