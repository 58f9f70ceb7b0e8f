// The header's main navigation; the active item follows the first path segment (SPEC §2). Used by the header and mobile menu.
import { Link, useLocation } from 'react-router-dom';
import { NAV_ITEMS, activeNavItem } from './navItems';

export function MainNav({ className, activeClassName, label = 'Main' }: { className?: string; activeClassName?: string; label?: string }) {
  const active = activeNavItem(useLocation().pathname);
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {NAV_ITEMS.map((item) => {
          const isActive = item === active;
          return (
            <li key={item.to}>
              <Link to={item.to} aria-current={isActive ? 'page' : undefined} className={isActive ? activeClassName : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
