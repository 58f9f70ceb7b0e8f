// How every console call reaches the API: /api/v1/admin on this origin with the session cookie, the session's CSRF
// token on each mutation (the API refuses a state change without it), and a 401 from any call but the session's own
// reported, so the console returns to the sign-in form.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { ADMIN_API_PREFIX, CSRF_HEADER } from '@storefront/shared/admin';

export interface SessionHooks {
  /** The signed-in session's CSRF token, from the store's state. */
  csrfToken: (state: unknown) => string | undefined;
  /** Called with the store's dispatch when a call answers 401: the session ended on the server. */
  sessionEnded: (dispatch: (action: unknown) => unknown) => void;
}

/** The session endpoints answer 401 as part of their job (no session yet, wrong password). */
const SESSION_ENDPOINTS = new Set(['getSession', 'signIn']);

export function adminBaseQuery({ csrfToken, sessionEnded }: SessionHooks): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const base = fetchBaseQuery({
    baseUrl: ADMIN_API_PREFIX,
    credentials: 'same-origin',
    prepareHeaders: (headers, { getState, type }) => {
      const token = type === 'mutation' ? csrfToken(getState()) : undefined;
      if (token) headers.set(CSRF_HEADER, token);
      return headers;
    },
  });
  return async (args, api, extraOptions) => {
    const result = await base(args, api, extraOptions);
    if (result.error?.status === 401 && !SESSION_ENDPOINTS.has(api.endpoint)) sessionEnded(api.dispatch);
    return result;
  };
}
