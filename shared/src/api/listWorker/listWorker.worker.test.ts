import type { ListWorkerMessage } from './messages';
import { readListAnswer } from './listWorker.worker';

async function messagesFor(body: BodyInit | null, init?: ResponseInit, batch = 2): Promise<ListWorkerMessage[]> {
  const messages: ListWorkerMessage[] = [];
  const fetchFn = jest.fn(async () => new Response(body, init));
  await readListAnswer('http://shop.test/api/v1/web/products', (message) => messages.push(message), fetchFn as typeof fetch, batch);
  expect(fetchFn).toHaveBeenCalledWith('http://shop.test/api/v1/web/products');
  return messages;
}

test('a list goes to the page in batches after its status line and headers, then an end', async () => {
  const list = [{ id: 1, title: 'Crème brûlée — 5 €' }, { id: 2 }, { id: 3, tags: ['日本'] }];
  const messages = await messagesFor(`[\n${list.map((element) => JSON.stringify(element)).join(',\n')}\n]`, {
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'application/json' },
  });
  expect(messages).toEqual([
    { kind: 'head', status: 200, statusText: 'OK', headers: [['content-type', 'application/json']] },
    { kind: 'elements', elements: list.slice(0, 2) },
    { kind: 'elements', elements: list.slice(2) },
    { kind: 'end' },
  ]);
});

test('any other JSON value (an error body) goes whole; an empty body is null', async () => {
  expect((await messagesFor('{"error":"Service Unavailable"}', { status: 503 })).slice(1)).toEqual([
    { kind: 'value', value: { error: 'Service Unavailable' } },
  ]);
  expect((await messagesFor('', { status: 200 })).slice(1)).toEqual([{ kind: 'value', value: null }]);
});

test('a body that is not JSON is a parse error, after the status line', async () => {
  const messages = await messagesFor('<html>Bad gateway</html>', { status: 502 });
  expect(messages.map((message) => message.kind)).toEqual(['head', 'parseError']);
  expect(messages[1]).toMatchObject({ message: expect.stringMatching(/SyntaxError/) });
});

test('a request that fails is a fetch error, and nothing else is sent', async () => {
  const messages: ListWorkerMessage[] = [];
  const fetchFn = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
  await readListAnswer('http://shop.test/api/v1/web/products', (message) => messages.push(message), fetchFn as typeof fetch);
  expect(messages).toEqual([{ kind: 'fetchError', message: 'TypeError: Failed to fetch' }]);
});
