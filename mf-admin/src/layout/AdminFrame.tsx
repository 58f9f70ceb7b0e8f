// Every console page starts here: without a session the sign-in form, with one the console's frame around the page.
import type { ReactNode } from 'react';
import { useGetSessionQuery } from '../apiClient/adminApi';
import { QueryState } from '../components/QueryState';
import { SignInPage } from '../session/SignInPage';
import { AdminLayout } from './AdminLayout';
import styles from './AdminLayout.module.css';

export function AdminFrame({ children }: { children: ReactNode }) {
  const { data, isLoading, error, refetch } = useGetSessionQuery();
  if (!data) {
    return (
      <main id="admin-main" className={styles.main}>
        <div data-boundary="admin">
          <h1>Operator console</h1>
          <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the console" />
        </div>
      </main>
    );
  }
  if (!data.session) return <SignInPage ended={data.ended} />;
  return <AdminLayout>{children}</AdminLayout>;
}
