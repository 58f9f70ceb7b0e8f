// What the list worker (listWorker.worker.ts) tells the page about one GET, in order: the answer's status line and headers,
// then its body — a list in batches of elements, or any other JSON value whole — or why it could not.
export type ListWorkerMessage =
  | { kind: 'head'; status: number; statusText: string; headers: [string, string][] }
  | { kind: 'elements'; elements: unknown[] }
  | { kind: 'end' }
  | { kind: 'value'; value: unknown }
  | { kind: 'fetchError'; message: string }
  | { kind: 'parseError'; message: string };

/** The page's one request to the worker. */
export interface ListWorkerRequest {
  url: string;
}
