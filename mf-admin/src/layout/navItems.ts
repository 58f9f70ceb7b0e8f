// The console's sections and the permission each needs: a role sees only what it may use (owners also the audit log
// and operator accounts).
import { can, type AdminPermission } from '@storefront/shared/admin';
import type { OperatorRole } from '@storefront/shared/schemas/admin';

export interface NavItem {
  to: string;
  label: string;
  permission: AdminPermission;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard', permission: 'dashboard:read' },
  { to: '/admin/speed', label: 'Page speed', permission: 'dashboard:read' },
  { to: '/admin/composition', label: 'Composition', permission: 'releases:read' },
  { to: '/admin/orders', label: 'Orders', permission: 'orders:read' },
  { to: '/admin/payments', label: 'Payments', permission: 'payments:read' },
  { to: '/admin/products', label: 'Products', permission: 'catalog:read' },
  { to: '/admin/messages', label: 'Messages', permission: 'messages:read' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit:read' },
  { to: '/admin/operators', label: 'Operators', permission: 'operators:manage' },
];

export const navItemsFor = (role: OperatorRole) => NAV_ITEMS.filter((item) => can(role, item.permission));
