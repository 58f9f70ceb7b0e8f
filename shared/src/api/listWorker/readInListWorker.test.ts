import type { ListWorkerMessage, ListWorkerRequest } from './messages';
import { readInListWorker } from './readInListWorker';

/** A stand-in for the worker: records what the page asks and lets the test answer as the worker would. */
function fakeWorker() {
  const listeners: { message: ((event: MessageEvent<ListWorkerMessage>) => void)[]; error: ((event: Event) => void)[] } = { message: [], error: [] };
  const worker = {
    requests: [] as ListWorkerRequest[],
    terminated: false,
    postMessage: (request: ListWorkerRequest) => worker.requests.push(request),
    addEventListener: (type: 'message' | 'error', listener: never) => listeners[type].push(listener),
    terminate: () => (worker.terminated = true),
    send: (message: ListWorkerMessage) => listeners.message.forEach((listener) => listener({ data: message } as MessageEvent<ListWorkerMessage>)),
    fail: () => listeners.error.forEach((listener) => listener(new Event('error'))),
  };
  return worker;
}

const URL_ = 'http://shop.test/api/v1/web/products';
const head: ListWorkerMessage = { kind: 'head', status: 200, statusText: 'OK', headers: [['content-type', 'application/json']] };

test('asks for the URL, gathers the batches in order with each element frozen all the way down, then lets the worker go', async () => {
  const worker = fakeWorker();
  const answer = readInListWorker(worker, URL_);
  expect(worker.requests).toEqual([{ url: URL_ }]);
  worker.send(head);
  worker.send({ kind: 'elements', elements: [{ id: 1, prices: [{ usd_amount: 10 }] }, { id: 2 }] });
  worker.send({ kind: 'elements', elements: [{ id: 3 }] });
  expect(worker.terminated).toBe(false);
  worker.send({ kind: 'end' });
  const read = await answer;
  expect(worker.terminated).toBe(true);
  if (read.kind !== 'answer') throw new Error(`expected an answer, got ${read.kind}`);
  expect(read.data).toEqual([{ id: 1, prices: [{ usd_amount: 10 }] }, { id: 2 }, { id: 3 }]);
  const [first] = read.data as { prices: object[] }[];
  expect(Object.isFrozen(first)).toBe(true);
  expect(Object.isFrozen(first.prices[0])).toBe(true);
  expect(read.response.status).toBe(200);
  expect(read.response.headers.get('content-type')).toBe('application/json');
});

test('a whole value (an error body) is the answer as it came, with its status', async () => {
  const worker = fakeWorker();
  const answer = readInListWorker(worker, URL_);
  worker.send({ kind: 'head', status: 503, statusText: 'Service Unavailable', headers: [] });
  worker.send({ kind: 'value', value: { error: 'down' } });
  await expect(answer).resolves.toMatchObject({ kind: 'answer', data: { error: 'down' }, response: expect.objectContaining({ status: 503 }) });
});

test('the worker’s fetch and parse errors come back as such', async () => {
  const failed = fakeWorker();
  const fetchError = readInListWorker(failed, URL_);
  failed.send({ kind: 'fetchError', message: 'TypeError: Failed to fetch' });
  await expect(fetchError).resolves.toEqual({ kind: 'fetchError', message: 'TypeError: Failed to fetch' });

  const garbled = fakeWorker();
  const parseError = readInListWorker(garbled, URL_);
  garbled.send({ kind: 'head', status: 502, statusText: 'Bad Gateway', headers: [] });
  garbled.send({ kind: 'parseError', message: 'SyntaxError: Unexpected token' });
  await expect(parseError).resolves.toMatchObject({
    kind: 'parseError',
    message: 'SyntaxError: Unexpected token',
    response: expect.objectContaining({ status: 502 }),
  });
  expect(garbled.terminated).toBe(true);
});

test('a worker that never started (its script did not load) leaves the reading to the page', async () => {
  const worker = fakeWorker();
  const answer = readInListWorker(worker, URL_);
  worker.fail();
  await expect(answer).resolves.toEqual({ kind: 'unavailable' });
  expect(worker.terminated).toBe(true);
});

test('a worker that stops halfway is a parse error, not a second request', async () => {
  const worker = fakeWorker();
  const answer = readInListWorker(worker, URL_);
  worker.send(head);
  worker.send({ kind: 'elements', elements: [{ id: 1 }] });
  worker.fail();
  await expect(answer).resolves.toMatchObject({ kind: 'parseError', response: expect.objectContaining({ status: 200 }) });
});

test('an abort stops the worker and reads as a failed fetch', async () => {
  const worker = fakeWorker();
  const controller = new AbortController();
  const answer = readInListWorker(worker, URL_, controller.signal);
  worker.send(head);
  controller.abort();
  await expect(answer).resolves.toMatchObject({ kind: 'fetchError', message: expect.stringMatching(/AbortError/) });
  expect(worker.terminated).toBe(true);

  const early = fakeWorker();
  const aborted = new AbortController();
  aborted.abort();
  await expect(readInListWorker(early, URL_, aborted.signal)).resolves.toMatchObject({ kind: 'fetchError' });
  expect(early.requests).toEqual([]);
});
