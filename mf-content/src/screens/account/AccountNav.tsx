// The list of account links, with the current page marked; rendered by both account sidebars.
import { NavLink } from 'react-router-dom';
import { ACCOUNT_LINKS } from './accountLinks';
import styles from './AccountLayout.module.css';

export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className={styles.nav}>
      {ACCOUNT_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
