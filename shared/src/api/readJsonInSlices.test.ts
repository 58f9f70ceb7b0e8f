import { readJsonInSlices } from './readJsonInSlices';

const answer = { products: [{ id: 1, title: 'Crème brûlée — 5 €', tags: ['ä', 'ö', '日本'] }], total: 1 };

afterEach(() => jest.restoreAllMocks());

test('decodes the body a slice at a time, giving the main thread back between slices, and parses it', async () => {
  const body = JSON.stringify(answer);
  const bytes = new TextEncoder().encode(body).length;
  const yields = jest.spyOn(globalThis, 'setTimeout');
  // 5-byte slices cut the multi-byte characters in two: the decoder carries the rest into the next slice.
  await expect(readJsonInSlices(new Response(body), 5)).resolves.toEqual(answer);
  const slices = Math.ceil(bytes / 5);
  expect(yields.mock.calls.filter(([, delay]) => delay === 0).length).toBeGreaterThanOrEqual(slices - 1);
});

test('an empty body reads as null; a body that is not JSON throws', async () => {
  await expect(readJsonInSlices(new Response(''))).resolves.toBeNull();
  await expect(readJsonInSlices(new Response('<html>Bad gateway</html>'))).rejects.toThrow(SyntaxError);
});
