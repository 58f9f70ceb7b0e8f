// What each operator role may do; the API enforces it (403) and the console hides what a role cannot use.
import type { OperatorRole } from '../schemas/admin/session';

export type AdminPermission =
  | 'orders:read'
  | 'orders:resend-receipt'
  | 'orders:refund'
  | 'payments:read'
  | 'payments:reverify'
  | 'catalog:read'
  | 'catalog:write'
  | 'messages:read'
  | 'messages:write'
  | 'dashboard:read'
  | 'audit:read'
  | 'operators:manage'
  | 'releases:read'
  | 'releases:manage';

const STAFF: AdminPermission[] = [
  'orders:read',
  'orders:resend-receipt',
  'payments:read',
  'payments:reverify',
  'catalog:read',
  'catalog:write',
  'messages:read',
  'messages:write',
  'dashboard:read',
  'releases:read',
];

export const ADMIN_PERMISSIONS: Record<OperatorRole, readonly AdminPermission[]> = {
  owner: [...STAFF, 'orders:refund', 'audit:read', 'operators:manage', 'releases:manage'],
  staff: STAFF,
};

export const can = (role: OperatorRole, permission: AdminPermission): boolean => ADMIN_PERMISSIONS[role].includes(permission);
