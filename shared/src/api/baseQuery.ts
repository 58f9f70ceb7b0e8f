// fetchBaseQuery against the base URL (and fetch) configured at the time of the call.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { getApiBaseUrl, getApiFetch } from './apiBaseUrl';

let current: { baseUrl: string; fetchFn: typeof fetch | undefined; query: ReturnType<typeof fetchBaseQuery> } | undefined;

export const storefrontBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, {}, FetchBaseQueryMeta> = (
  args,
  api,
  extraOptions,
) => {
  const baseUrl = getApiBaseUrl();
  const fetchFn = getApiFetch();
  if (current?.baseUrl !== baseUrl || current.fetchFn !== fetchFn) current = { baseUrl, fetchFn, query: fetchBaseQuery({ baseUrl, fetchFn }) };
  return current.query(args, api, extraOptions);
};
