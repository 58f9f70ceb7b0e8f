// The list worker (decision 0045): fetches one JSON answer for the page, decodes and parses it off the page's main
// thread, and hands a list to the page in batches, so that turning each batch back into objects is a short task of
// its own there (readInListWorker.ts). A module worker that imports nothing at run time: webpack emits it as it is
// (webpack/rules.js), without the federation runtime every bundled entry carries. Started by startListWorker.ts.
import type { ListWorkerMessage, ListWorkerRequest } from './messages';

/** About 50 KB of the catalogue's JSON per batch. */
const BATCH_ELEMENTS = 24;

export async function readListAnswer(
  url: string,
  post: (message: ListWorkerMessage) => void,
  fetchFn: typeof fetch = fetch,
  batch = BATCH_ELEMENTS,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchFn(url);
  } catch (error) {
    post({ kind: 'fetchError', message: String(error) });
    return;
  }
  post({ kind: 'head', status: response.status, statusText: response.statusText, headers: [...response.headers] });
  let value: unknown;
  try {
    const text = await response.text();
    value = text.trim() ? JSON.parse(text) : null;
  } catch (error) {
    post({ kind: 'parseError', message: String(error) });
    return;
  }
  if (!Array.isArray(value)) {
    post({ kind: 'value', value });
    return;
  }
  for (let start = 0; start < value.length; start += batch) post({ kind: 'elements', elements: value.slice(start, start + batch) });
  post({ kind: 'end' });
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<ListWorkerRequest>) => void) | null;
  postMessage(message: ListWorkerMessage): void;
}

// In a worker, answer the page's request; imported anywhere else (a test), only define the above.
if ('WorkerGlobalScope' in globalThis) {
  const scope = globalThis as unknown as WorkerScope;
  scope.onmessage = (event) => void readListAnswer(event.data.url, (message) => scope.postMessage(message));
}
