// fetchBaseQuery against the base URL configured at the time of the call.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { getApiBaseUrl } from './apiBaseUrl';

let current: { baseUrl: string; query: ReturnType<typeof fetchBaseQuery> } | undefined;

export const storefrontBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, {}, FetchBaseQueryMeta> = (
  args,
  api,
  extraOptions,
) => {
  const baseUrl = getApiBaseUrl();
  if (current?.baseUrl !== baseUrl) current = { baseUrl, query: fetchBaseQuery({ baseUrl }) };
  return current.query(args, api, extraOptions);
};
