// A screen only some roles may use: for any other it says so, in the API's words, instead of asking the API.
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@storefront/shared/admin';
import type { AdminPermission } from '@storefront/shared/admin';
import { Notice } from '../components/Notice';
import { useOperator } from './useOperator';

export function RequirePermission({ permission, title, children }: { permission: AdminPermission; title: string; children: ReactNode }) {
  const { may } = useOperator();
  if (may(permission)) return children;
  return (
    <>
      <h1>{title}</h1>
      <Notice tone="error">{ADMIN_MESSAGES.forbidden}</Notice>
    </>
  );
}
