// A list read the page's loader started before the app (the API's composePage.ts, decision 0046): the loader started
// the list worker as the HTML was parsed, asked it for the list and kept its messages and errors, unread, under
// EARLY_LIST_READS_GLOBAL. The app takes the read over as a ListWorkerPort, so it is read like any other
// (readInListWorker.ts), once: a later read of the same URL starts a worker of its own.
import { EARLY_LIST_READS_GLOBAL } from '../../contracts/pageContract';
import type { ListWorkerPort } from './readInListWorker';

export interface EarlyListRead {
  /** The absolute URL the worker was asked for. */
  url: string;
  worker: Pick<Worker, 'onmessage' | 'onerror' | 'terminate'>;
  /** What the worker said before the app took over, in order: message events and error events. */
  events: Event[];
}

type Listener = (event: never) => void;

/** The read the loader started for this URL, taken out of the page's list of them; null if it started none. */
export function takeEarlyListRead(url: string, scope: object = globalThis): ListWorkerPort | null {
  const reads = (scope as Record<string, unknown>)[EARLY_LIST_READS_GLOBAL];
  if (!Array.isArray(reads)) return null;
  const index = reads.findIndex((read: Partial<EarlyListRead> | null) => read?.url === url && Array.isArray(read.events) && read.worker);
  if (index < 0) return null;
  const [read] = reads.splice(index, 1) as EarlyListRead[];
  return earlyReadPort(read);
}

/**
 * The page's side of a read already asked for. Its request is the loader's, so postMessage asks nothing: it hands
 * over what the worker has said so far, an event per task as if each had just arrived (the page turns each batch into
 * frozen objects as it gets it, and a task for all of them would be one long one), then each event as it comes.
 */
function earlyReadPort({ worker, events }: EarlyListRead): ListWorkerPort {
  const listeners: Record<string, Listener[]> = { message: [], error: [] };
  const deliver = (event: Event) => listeners[event.type]?.forEach((listener) => listener(event as never));
  let replaying = true;
  let stopped = false;
  const replayNext = () => {
    if (stopped) return;
    const event = events.shift();
    if (!event) {
      replaying = false;
      return;
    }
    deliver(event);
    setTimeout(replayNext, 0);
  };
  return {
    postMessage() {
      const receive = (event: Event) => (replaying ? events.push(event) : deliver(event));
      worker.onmessage = receive;
      worker.onerror = (event) => {
        event.preventDefault();
        receive(event);
      };
      replayNext();
    },
    addEventListener(type: 'message' | 'error', listener: Listener) {
      listeners[type].push(listener);
    },
    terminate() {
      stopped = true;
      worker.terminate();
    },
  };
}
