// The list of account links, with the current page marked, and Logout, which ends the session and goes to /login;
// rendered by both account sidebars.
import { NavLink, useNavigate } from 'react-router-dom';
import { useSignOutMutation } from '@storefront/shared';
import { ACCOUNT_LINKS, LOGOUT } from './accountLinks';
import styles from './AccountLayout.module.css';

export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  const logout = async () => {
    // Signed out here whatever the answer: a session that had ended already is signed out too.
    await signOut().catch(() => undefined);
    onNavigate?.();
    navigate(LOGOUT.to);
  };
  return (
    <ul className={styles.nav}>
      {ACCOUNT_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" className={styles.logout} onClick={logout} aria-disabled={isLoading}>
          {LOGOUT.label}
        </button>
      </li>
    </ul>
  );
}
