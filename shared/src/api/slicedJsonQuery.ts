// A GET whose answer is read off the page's main thread, for the catalogue list, by far the largest answer: in a
// page, a worker fetches and parses it (listWorker/, decision 0045; on /store the one its loader started as the page
// was parsed, decision 0046); where there is none (a server render, a test, a page whose policy refuses the worker),
// it is read in slices on the main thread (readJsonInSlices.ts). The request, the answers and the errors are those
// fetchBaseQuery gives every other call; only the body is read without fetchBaseQuery's two whole-body decodes (its
// answer and the clone it keeps for error reports). The slices reader is loaded when first needed: a page that has
// the worker never needs it.
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ListWorkerAnswer } from './listWorker/readInListWorker';
import { readInWorker } from './listWorker/startListWorker';

type QueryResult = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;

/** The body read in slices on the main thread; also what marks a GET as one for slicedJsonQuery. */
async function readSliced(response: Response): Promise<unknown> {
  const { readJsonInSlices } = await import('./readJsonInSlices');
  return readJsonInSlices(response);
}

export type SlicedJsonArgs = FetchArgs & { responseHandler: typeof readSliced; validateStatus: NonNullable<FetchArgs['validateStatus']> };

/** A GET of `url` (relative to the API's base) whose answer is read off the main thread: args for the base query. */
export const slicedJsonGet = (url: string, validateStatus: SlicedJsonArgs['validateStatus']): SlicedJsonArgs => ({
  url,
  validateStatus,
  responseHandler: readSliced,
});

export const isSlicedJsonGet = (args: string | FetchArgs): args is SlicedJsonArgs => typeof args === 'object' && args.responseHandler === readSliced;

export async function slicedJsonQuery(
  { url, validateStatus }: SlicedJsonArgs,
  api: BaseQueryApi,
  baseUrl: string,
  fetchFn?: typeof fetch,
): Promise<QueryResult> {
  const request = new Request(`${baseUrl.replace(/\/+$/, '')}/${url}`, { signal: api.signal });
  const meta: FetchBaseQueryMeta = { request };
  // A fetchFn is a server render's or a test's own way to the API: read those on this thread.
  if (!fetchFn && typeof Worker === 'function') {
    const answer = await readInWorker(request.url, api.signal);
    if (answer.kind !== 'unavailable') return queryResult(answer, meta, validateStatus);
  }
  return queryResult(await readOnPage(request, fetchFn ?? fetch), meta, validateStatus);
}

type ReadAnswer = Exclude<ListWorkerAnswer, { kind: 'unavailable' }>;

/** The answer fetched and read in slices on this thread, in the worker's terms. */
async function readOnPage(request: Request, fetchFn: typeof fetch): Promise<ReadAnswer> {
  let response: Response;
  try {
    response = await fetchFn(request);
  } catch (error) {
    return { kind: 'fetchError', message: String(error) };
  }
  try {
    return { kind: 'answer', response, data: await readSliced(response) };
  } catch (error) {
    return { kind: 'parseError', response, message: String(error) };
  }
}

/** Either reader's answer as fetchBaseQuery gives it: data, or a FETCH_ERROR, PARSING_ERROR or HTTP status error. */
function queryResult(answer: ReadAnswer, meta: FetchBaseQueryMeta, validateStatus: SlicedJsonArgs['validateStatus']): QueryResult {
  if (answer.kind === 'fetchError') return { error: { status: 'FETCH_ERROR', error: answer.message }, meta };
  meta.response = answer.response;
  if (answer.kind === 'parseError')
    return { error: { status: 'PARSING_ERROR', originalStatus: answer.response.status, data: '', error: answer.message }, meta };
  return validateStatus(answer.response, answer.data) ? { data: answer.data, meta } : { error: { status: answer.response.status, data: answer.data }, meta };
}
