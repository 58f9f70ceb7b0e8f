// Starts the list worker and reads one answer with it.
import { readInListWorker, type ListWorkerAnswer } from './readInListWorker';

export function readInWorker(url: string, signal: AbortSignal): Promise<ListWorkerAnswer> {
  let worker: Worker;
  try {
    // The URL apart from `new Worker(…)`: webpack then emits the file as an asset (webpack/rules.js) instead of
    // building it as an entry of its own, with the federation runtime.
    const script = new URL('./listWorker.worker.ts', import.meta.url);
    worker = new Worker(script, { type: 'module', name: 'storefront-list-reader' });
  } catch {
    return Promise.resolve({ kind: 'unavailable' });
  }
  return readInListWorker(worker, url, signal);
}
