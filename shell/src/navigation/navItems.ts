// The header's main navigation (SPEC §2): Home, Store, Services (a placeholder page) and Contact, and which one is active.
export interface NavItem {
  to: string;
  label: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/store', label: 'Store' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
];

/** SPEC §2: the active item is chosen by the first path segment ('' for the home page), compared case-insensitively as routes are. */
export function activeNavItem(pathname: string): NavItem | undefined {
  const firstSegment = (pathname.split('/').find((segment) => segment !== '') ?? '').toLowerCase();
  return NAV_ITEMS.find((item) => item.to.slice(1).toLowerCase() === firstSegment);
}
