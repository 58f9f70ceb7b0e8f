// Reads one answer with the list worker: the one the page's loader started for this URL (earlyListRead.ts, loaded
// only on a page whose loader started one), or else one started now.
import { EARLY_LIST_READS_GLOBAL, LIST_WORKER_NAME } from '../../contracts/pageContract';
import { readInListWorker, type ListWorkerAnswer } from './readInListWorker';

export async function readInWorker(url: string, signal: AbortSignal): Promise<ListWorkerAnswer> {
  if (EARLY_LIST_READS_GLOBAL in globalThis) {
    const early = (await import('./earlyListRead')).takeEarlyListRead(url);
    if (early) return readInListWorker(early, url, signal);
  }
  let worker: Worker;
  try {
    // The URL apart from `new Worker(…)`: webpack then emits the file as an asset (webpack/rules.js) instead of
    // building it as an entry of its own, with the federation runtime.
    const script = new URL('./listWorker.worker.ts', import.meta.url);
    worker = new Worker(script, { type: 'module', name: LIST_WORKER_NAME });
  } catch {
    return { kind: 'unavailable' };
  }
  return readInListWorker(worker, url, signal);
}
