// The page's side of a GET read by the list worker (listWorker.worker.ts): it asks, then gathers the answer as it arrives.
// Each batch of a list is turned back into objects and frozen in a task of its own (one message each), and nothing
// of the body — the download, its decoding, the JSON parse — is on the main thread.
import { deepFreeze } from '../deepFreeze';
import type { ListWorkerMessage, ListWorkerRequest } from './messages';

export type ListWorkerAnswer =
  | { kind: 'answer'; response: Response; data: unknown }
  | { kind: 'fetchError'; message: string }
  | { kind: 'parseError'; response: Response; message: string }
  /** The worker did not start (its script did not load, or the page's policy refused it): read it another way. */
  | { kind: 'unavailable' };

/** The parts of a Worker this needs. */
export interface ListWorkerPort {
  postMessage(request: ListWorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ListWorkerMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

const abortMessage = (signal: AbortSignal) => String(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));

export function readInListWorker(worker: ListWorkerPort, url: string, signal?: AbortSignal): Promise<ListWorkerAnswer> {
  return new Promise((resolve) => {
    let response: Response | undefined;
    const elements: unknown[] = [];
    const finish = (answer: ListWorkerAnswer) => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      resolve(answer);
    };
    const onAbort = () => finish({ kind: 'fetchError', message: abortMessage(signal!) });
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      finish(response ? { kind: 'parseError', response, message: 'The list reader stopped' } : { kind: 'unavailable' });
    });
    worker.addEventListener('message', ({ data: message }) => {
      switch (message.kind) {
        case 'head':
          response = new Response(null, { status: message.status, statusText: message.statusText, headers: message.headers });
          break;
        case 'elements':
          for (const element of message.elements) elements.push(deepFreeze(element));
          break;
        case 'end':
          finish({ kind: 'answer', response: response!, data: elements });
          break;
        case 'value':
          finish({ kind: 'answer', response: response!, data: message.value });
          break;
        case 'fetchError':
          finish({ kind: 'fetchError', message: message.message });
          break;
        case 'parseError':
          finish({ kind: 'parseError', response: response!, message: message.message });
          break;
      }
    });
    worker.postMessage({ url });
  });
}
