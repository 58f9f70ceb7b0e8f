// The console's one RTK Query API for /api/v1/admin/*, with the session endpoints every screen depends on; each area
// adds its own endpoints beside its screens (injectEndpoints). It lives in the page's one store (injectAdminApi.ts).
import { createApi } from '@reduxjs/toolkit/query/react';
import type { AdminSession, SignInBody } from '@storefront/shared/schemas/admin';
import { adminBaseQuery } from './adminBaseQuery';

/** What the console knows of its session: none yet (`ended` when the server ended the one it had). */
export interface SessionState {
  session: AdminSession | null;
  ended: boolean;
}

export const ADMIN_DATA_TAGS = [
  'Dashboard',
  'Vitals',
  'Order',
  'Orders',
  'PaymentIssues',
  'Product',
  'Products',
  'Categories',
  'Messages',
  'Audit',
  'Operators',
  'Composition',
] as const;

const NO_SESSION: SessionState = { session: null, ended: false };

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery({
    csrfToken: (state): string | undefined => adminApi.endpoints.getSession.select()(state as never).data?.session?.csrfToken,
    sessionEnded: (dispatch): void => void dispatch(adminApi.util.upsertQueryData('getSession', undefined, { session: null, ended: true })),
  }),
  tagTypes: ADMIN_DATA_TAGS,
  endpoints: (build) => ({
    getSession: build.query<SessionState, void>({
      // 401 is an answer here: nobody is signed in.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/session');
        if (result.error?.status === 401) return { data: NO_SESSION };
        if (result.error) return { error: result.error };
        return { data: { session: result.data as AdminSession, ended: false } };
      },
    }),
    signIn: build.mutation<AdminSession, SignInBody>({
      query: (body) => ({ url: '/session', method: 'POST', body }),
      // Another operator may sign in where one signed out: nothing cached of the last one is shown again.
      onQueryStarted: async (_body, { dispatch, queryFulfilled }): Promise<void> => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(adminApi.util.upsertQueryData('getSession', undefined, { session: answer.data, ended: false }));
        dispatch(adminApi.util.invalidateTags([...ADMIN_DATA_TAGS]));
      },
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/session', method: 'DELETE' }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }): Promise<void> => {
        await queryFulfilled.catch(() => undefined);
        dispatch(adminApi.util.upsertQueryData('getSession', undefined, NO_SESSION));
        dispatch(adminApi.util.invalidateTags([...ADMIN_DATA_TAGS]));
      },
    }),
  }),
});

export const { useGetSessionQuery, useSignInMutation, useSignOutMutation } = adminApi;
