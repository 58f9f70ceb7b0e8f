// The account's calls, injected into the one API slice. Calls that change a signed-in account send the session's CSRF
// token (from the account state) in X-CSRF-Token; the session itself rides in the HttpOnly cookie.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { AccountNotice, CustomerSession, CustomerSignInBody, EmailOnlyBody, ResetPasswordBody, SignUpBody, VerifyEmailBody } from '../schemas';
import { storefrontApi } from '../api/storefrontApi';
import { ACCOUNT_CSRF_HEADER } from './accountMessages';

type WithAccount = { account?: { csrfToken: string | null } };

/** A POST as the signed-in customer: the CSRF token the session answered goes with it. */
export function csrfPost<Result>(url: string, body: unknown, getState: () => unknown, baseQuery: (args: FetchArgs) => Result): Result {
  const token = (getState() as WithAccount).account?.csrfToken ?? '';
  return baseQuery({ url, method: 'POST', body, headers: { [ACCOUNT_CSRF_HEADER]: token } });
}

export const accountApi = storefrontApi.enhanceEndpoints({ addTagTypes: ['AccountSession'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Who is signed in in this browser (nulls when nobody); never fetched during a server render. */
    getAccountSession: build.query<CustomerSession, void>({
      query: () => ({ url: 'account/session', cache: 'no-store' }),
      providesTags: ['AccountSession'],
    }),
    signUp: build.mutation<AccountNotice, SignUpBody>({
      query: (body) => ({ url: 'account/sign_up', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<AccountNotice, VerifyEmailBody>({
      query: (body) => ({ url: 'account/verify_email', method: 'POST', body }),
    }),
    signIn: build.mutation<CustomerSession, CustomerSignInBody>({
      query: (body) => ({ url: 'account/sign_in', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AccountSession'] : []),
    }),
    signOut: build.mutation<AccountNotice, void>({
      queryFn: (_arg, api, _extra, baseQuery) => csrfPost('account/sign_out', {}, api.getState, baseQuery) as never,
      invalidatesTags: ['AccountSession'],
    }),
    forgotPassword: build.mutation<AccountNotice, EmailOnlyBody>({
      query: (body) => ({ url: 'account/forgot_password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<AccountNotice, ResetPasswordBody>({
      query: (body) => ({ url: 'account/reset_password', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AccountSession'] : []),
    }),
  }),
});

export const {
  useGetAccountSessionQuery,
  useSignUpMutation,
  useVerifyEmailMutation,
  useSignInMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = accountApi;
