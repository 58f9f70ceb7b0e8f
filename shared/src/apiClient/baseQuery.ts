// fetchBaseQuery against the store's own endpoint (a server render's) or else the page-wide base URL.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { getApiBaseUrl, type ApiEndpoint, type StoreExtra } from './apiBaseUrl';

type Query = ReturnType<typeof fetchBaseQuery>;

const endpointQueries = new WeakMap<ApiEndpoint, Query>();
let pageQuery: { baseUrl: string; query: Query } | undefined;

function queryFor(endpoint: ApiEndpoint | undefined): Query {
  if (endpoint?.baseUrl !== undefined || endpoint?.fetchFn !== undefined) {
    let query = endpointQueries.get(endpoint);
    if (!query) endpointQueries.set(endpoint, (query = fetchBaseQuery({ baseUrl: endpoint.baseUrl ?? getApiBaseUrl(), fetchFn: endpoint.fetchFn })));
    return query;
  }
  const baseUrl = getApiBaseUrl();
  if (pageQuery?.baseUrl !== baseUrl) pageQuery = { baseUrl, query: fetchBaseQuery({ baseUrl }) };
  return pageQuery.query;
}

export const shopBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = (args, api, extraOptions) => {
  const endpoint = (api.extra as StoreExtra | undefined)?.api;
  return queryFor(endpoint)(args, api, extraOptions);
};
