// The signed-in operator and what their role may do (the contract's ADMIN_PERMISSIONS; the API enforces the same).
import { can, type AdminPermission } from '@storefront/shared/admin';
import { useGetSessionQuery } from '../apiClient/adminApi';

export function useOperator() {
  const operator = useGetSessionQuery().data?.session?.operator;
  if (!operator) throw new Error('useOperator is for screens inside the signed-in console');
  return { operator, may: (permission: AdminPermission) => can(operator.role, permission) };
}
