// The account's calls, injected into the one API slice. Calls that change a signed-in account send the session's CSRF
// token (from the account state) in X-CSRF-Token; the session itself rides in the HttpOnly cookie.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type {
  AccountDetailsBody,
  AccountNotice,
  AccountOrders,
  ChangePasswordBody,
  DeleteAccountBody,
  Customer,
  CustomerSession,
  CustomerSignInBody,
  EmailOnlyBody,
  ResetPasswordBody,
  SavedAddressBody,
  SavedAddresses,
  SignUpBody,
  VerifyEmailBody,
} from '../schemas';
import { shopApi } from '../apiClient/shopApi';
import { ACCOUNT_CSRF_HEADER } from './accountMessages';

type WithAccount = { account?: { csrfToken: string | null } };

/** A change made as the signed-in customer: the CSRF token the session answered goes with it. */
export function csrfCall<Result>(args: FetchArgs, getState: () => unknown, baseQuery: (args: FetchArgs) => Result): Result {
  const token = (getState() as WithAccount).account?.csrfToken ?? '';
  return baseQuery({ ...args, headers: { [ACCOUNT_CSRF_HEADER]: token } });
}

export const accountApi = shopApi.enhanceEndpoints({ addTagTypes: ['AccountSession', 'AccountOrders', 'SavedAddresses'] }).injectEndpoints({
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
      queryFn: (_arg, api, _extra, baseQuery) => csrfCall({ url: 'account/sign_out', method: 'POST', body: {} }, api.getState, baseQuery) as never,
      // Signing out forgets what the account showed: the next account to sign in here sees only its own.
      invalidatesTags: ['AccountSession', 'AccountOrders', 'SavedAddresses'],
    }),
    forgotPassword: build.mutation<AccountNotice, EmailOnlyBody>({
      query: (body) => ({ url: 'account/forgot_password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<AccountNotice, ResetPasswordBody>({
      query: (body) => ({ url: 'account/reset_password', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AccountSession'] : []),
    }),
    saveAccountDetails: build.mutation<Customer, AccountDetailsBody>({
      queryFn: (body, api, _extra, baseQuery) => csrfCall({ url: 'account/details', method: 'POST', body }, api.getState, baseQuery) as never,
    }),
    changePassword: build.mutation<AccountNotice, ChangePasswordBody>({
      queryFn: (body, api, _extra, baseQuery) => csrfCall({ url: 'account/password', method: 'POST', body }, api.getState, baseQuery) as never,
    }),
    getAccountOrders: build.query<AccountOrders, void>({
      query: () => ({ url: 'account/orders', cache: 'no-store' }),
      providesTags: ['AccountOrders'],
    }),
    getSavedAddresses: build.query<SavedAddresses, void>({
      query: () => ({ url: 'account/addresses', cache: 'no-store' }),
      providesTags: ['SavedAddresses'],
    }),
    addAddress: build.mutation<SavedAddresses, SavedAddressBody>({
      queryFn: (body, api, _extra, baseQuery) => csrfCall({ url: 'account/addresses', method: 'POST', body }, api.getState, baseQuery) as never,
      invalidatesTags: ['SavedAddresses'],
    }),
    updateAddress: build.mutation<SavedAddresses, { id: string; address: SavedAddressBody }>({
      queryFn: ({ id, address }, api, _extra, baseQuery) =>
        csrfCall({ url: `account/addresses/${encodeURIComponent(id)}`, method: 'PUT', body: address }, api.getState, baseQuery) as never,
      invalidatesTags: ['SavedAddresses'],
    }),
    deleteAddress: build.mutation<SavedAddresses, string>({
      queryFn: (id, api, _extra, baseQuery) =>
        csrfCall({ url: `account/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }, api.getState, baseQuery) as never,
      invalidatesTags: ['SavedAddresses'],
    }),
    /** Everything the shop holds about the account, as the JSON text of the download. */
    exportAccount: build.mutation<string, void>({
      queryFn: (_arg, api, _extra, baseQuery) =>
        csrfCall({ url: 'account/export', method: 'POST', body: {}, responseHandler: 'text' }, api.getState, baseQuery) as never,
    }),
    deleteAccount: build.mutation<AccountNotice, DeleteAccountBody>({
      queryFn: (body, api, _extra, baseQuery) => csrfCall({ url: 'account/delete', method: 'POST', body }, api.getState, baseQuery) as never,
      invalidatesTags: ['AccountSession', 'AccountOrders', 'SavedAddresses'],
    }),
  }),
});

export const {
  useExportAccountMutation,
  useDeleteAccountMutation,
  useSaveAccountDetailsMutation,
  useChangePasswordMutation,
  useGetAccountOrdersQuery,
  useGetSavedAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useGetAccountSessionQuery,
  useSignUpMutation,
  useVerifyEmailMutation,
  useSignInMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = accountApi;
