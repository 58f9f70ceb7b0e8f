// Who is signed in, for every screen (the header, My account, checkout): 'unknown' until this browser's session has
// been asked for, then the customer and the session's CSRF token, or signed out. Follows the account's API calls:
// a sign-in, the session's answer, a sign-out, a new password (which ends every session).
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Customer } from '../schemas';
import { accountApi } from './accountApi';

export interface AccountState {
  status: 'unknown' | 'signed-in' | 'signed-out';
  customer: Customer | null;
  csrfToken: string | null;
}

const signedOut = (): AccountState => ({ status: 'signed-out', customer: null, csrfToken: null });

export const accountSlice = createSlice({
  name: 'account',
  initialState: (): AccountState => ({ status: 'unknown', customer: null, csrfToken: null }),
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(accountApi.endpoints.getAccountSession.matchFulfilled, accountApi.endpoints.signIn.matchFulfilled), (_state, action) =>
      action.payload.customer ? { status: 'signed-in', customer: action.payload.customer, csrfToken: action.payload.csrfToken } : signedOut(),
    );
    builder.addMatcher(accountApi.endpoints.saveAccountDetails.matchFulfilled, (state, action) => {
      state.customer = action.payload;
    });
    builder.addMatcher(
      isAnyOf(
        accountApi.endpoints.signOut.matchFulfilled,
        accountApi.endpoints.resetPassword.matchFulfilled,
        accountApi.endpoints.deleteAccount.matchFulfilled,
      ),
      signedOut,
    );
    // A call refused because the session ended (401) means this browser is signed out now.
    builder.addMatcher(accountApi.endpoints.signOut.matchRejected, (state, action) => (action.payload?.status === 401 ? signedOut() : state));
  },
});

type WithAccount = { account: AccountState };

export const selectAccountStatus = (state: WithAccount) => state.account.status;
export const selectCustomer = (state: WithAccount): Customer | null => state.account.customer;
export const selectSignedIn = (state: WithAccount): boolean => state.account.status === 'signed-in';
