// A GET whose answer is read in slices (readJsonInSlices.ts), for the catalogue list, by far the largest answer. The
// request, the answers and the errors are those fetchBaseQuery gives every other call; only the body is read without
// fetchBaseQuery's two whole-body decodes (its answer and the clone it keeps for error reports).
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { readJsonInSlices } from './readJsonInSlices';

export type SlicedJsonArgs = FetchArgs & { responseHandler: typeof readJsonInSlices; validateStatus: NonNullable<FetchArgs['validateStatus']> };

/** A GET of `url` (relative to the API's base) whose answer is read in slices: args for the API slice's base query. */
export const slicedJsonGet = (url: string, validateStatus: SlicedJsonArgs['validateStatus']): SlicedJsonArgs => ({
  url,
  validateStatus,
  responseHandler: readJsonInSlices,
});

export const isSlicedJsonGet = (args: string | FetchArgs): args is SlicedJsonArgs => typeof args === 'object' && args.responseHandler === readJsonInSlices;

export async function slicedJsonQuery(
  { url, validateStatus }: SlicedJsonArgs,
  api: BaseQueryApi,
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>> {
  const request = new Request(`${baseUrl.replace(/\/+$/, '')}/${url}`, { signal: api.signal });
  const meta: FetchBaseQueryMeta = { request };
  try {
    meta.response = await fetchFn(request);
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) }, meta };
  }
  const { response } = meta;
  try {
    const data = await readJsonInSlices(response);
    return validateStatus(response, data) ? { data, meta } : { error: { status: response.status, data }, meta };
  } catch (error) {
    return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: '', error: String(error) }, meta };
  }
}
