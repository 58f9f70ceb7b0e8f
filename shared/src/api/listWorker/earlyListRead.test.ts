import { EARLY_LIST_READS_GLOBAL } from '../../contracts/pageContract';
import { takeEarlyListRead, type EarlyListRead } from './earlyListRead';
import type { ListWorkerMessage } from './messages';
import { readInListWorker } from './readInListWorker';

const URL_ = 'http://shop.test/api/v1/web/products';
const head: ListWorkerMessage = { kind: 'head', status: 200, statusText: 'OK', headers: [['content-type', 'application/json']] };
const message = (data: ListWorkerMessage) => new MessageEvent('message', { data });
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the page's loader leaves (the API's composePage.ts): the worker it started, with what it said so far. */
function loaderRead(events: Event[] = []) {
  const worker = { onmessage: null, onerror: null, terminated: false, terminate: () => (worker.terminated = true) } as EarlyListRead['worker'] & {
    terminated: boolean;
  };
  // What the worker says from now on reaches whichever handler is set, as a browser's Worker does.
  const say = (event: Event) => (event.type === 'error' ? worker.onerror : worker.onmessage)?.call(worker as never, event as never);
  return { read: { url: URL_, worker, events }, worker, say };
}

function pageWith(...reads: EarlyListRead[]) {
  return { [EARLY_LIST_READS_GLOBAL]: reads };
}

test('takes the read the loader started for the URL, once; none for another URL or on a page whose loader started none', () => {
  const { read } = loaderRead();
  const page = pageWith(read);
  expect(takeEarlyListRead('http://shop.test/api/v1/web/other', page)).toBeNull();
  expect(takeEarlyListRead(URL_, page)).not.toBeNull();
  expect(takeEarlyListRead(URL_, page)).toBeNull();
  expect(takeEarlyListRead(URL_, {})).toBeNull();
  expect(takeEarlyListRead(URL_, { [EARLY_LIST_READS_GLOBAL]: [null, { url: URL_ }] })).toBeNull();
});

test('hands over what the worker said before the app, a message per task, then what it says next, as one answer', async () => {
  const { read, worker, say } = loaderRead([
    message(head),
    message({ kind: 'elements', elements: [{ id: 1 }, { id: 2 }] }),
    message({ kind: 'elements', elements: [{ id: 3 }] }),
  ]);
  const answer = readInListWorker(takeEarlyListRead(URL_, pageWith(read))!, URL_);
  // The first kept message is handed over at once, the others each in a task of its own.
  expect(read.events).toHaveLength(2);
  // What arrives meanwhile waits its turn behind them.
  say(message({ kind: 'elements', elements: [{ id: 4 }] }));
  await nextTask();
  expect(read.events).toHaveLength(2);
  await nextTask();
  await nextTask();
  await nextTask();
  expect(read.events).toHaveLength(0);
  say(message({ kind: 'end' }));
  const result = await answer;
  if (result.kind !== 'answer') throw new Error(`expected an answer, got ${result.kind}`);
  expect(result.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
  expect(Object.isFrozen((result.data as object[])[0])).toBe(true);
  expect(result.response.headers.get('content-type')).toBe('application/json');
  expect(worker.terminated).toBe(true);
});

test('a worker that could not start (its script refused or missing) leaves the read to the app: unavailable', async () => {
  const { read } = loaderRead([new Event('error', { cancelable: true })]);
  await expect(readInListWorker(takeEarlyListRead(URL_, pageWith(read))!, URL_)).resolves.toEqual({ kind: 'unavailable' });
});

test('an error after the head is the worker stopping half-way, and the page does not report it as its own', async () => {
  const { read, say } = loaderRead([message(head)]);
  const answer = readInListWorker(takeEarlyListRead(URL_, pageWith(read))!, URL_);
  await nextTask();
  const error = new Event('error', { cancelable: true });
  say(error);
  await expect(answer).resolves.toMatchObject({ kind: 'parseError', message: 'The list reader stopped' });
  expect(error.defaultPrevented).toBe(true);
});

test('an aborted read lets the worker go and hands over nothing more', async () => {
  const { read, worker } = loaderRead([message(head), message({ kind: 'elements', elements: [{ id: 1 }] })]);
  const controller = new AbortController();
  const answer = readInListWorker(takeEarlyListRead(URL_, pageWith(read))!, URL_, controller.signal);
  controller.abort();
  await expect(answer).resolves.toMatchObject({ kind: 'fetchError' });
  expect(worker.terminated).toBe(true);
  await nextTask();
  expect(read.events).toHaveLength(1);
});
