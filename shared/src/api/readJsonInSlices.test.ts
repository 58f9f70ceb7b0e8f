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

describe('a list written one element per line (the API’s PreparedJson)', () => {
  const list = [
    { id: 1, title: 'Crème brûlée — 5 €', prices: [{ license_type: 'Standard', usd_amount: 10 }] },
    { id: 2, title: 'Line\nbreak, "quoted"', tags: ['日本'] },
    { id: 3, title: 'Third' },
  ];
  const linePerElement = `[\n${list.map((element) => JSON.stringify(element)).join(',\n')}\n]`;

  test('is parsed a slice’s lines at a time, with its elements frozen all the way down', async () => {
    const parse = jest.spyOn(JSON, 'parse');
    const read = (await readJsonInSlices(new Response(linePerElement), 7)) as typeof list;
    expect(read).toEqual(list);
    // one parse per element, never the whole list
    expect(parse.mock.calls.map(([text]) => text)).toEqual(list.map((element) => JSON.stringify(element)));
    expect(Object.isFrozen(read[0])).toBe(true);
    expect(Object.isFrozen(read[0].prices?.[0])).toBe(true);
  });

  test('gives the main thread back between slices, so the elements are parsed across several tasks', async () => {
    const order: string[] = [];
    const parse = JSON.parse;
    jest.spyOn(JSON, 'parse').mockImplementation((text: string) => (order.push('parse'), parse(text)));
    const realSetTimeout = globalThis.setTimeout;
    jest
      .spyOn(globalThis, 'setTimeout')
      .mockImplementation(((callback: () => void) => (order.push('yield'), realSetTimeout(callback, 0))) as typeof setTimeout);
    await readJsonInSlices(new Response(linePerElement), 40);
    expect(order.filter((step) => step === 'parse')).toHaveLength(list.length);
    expect(order.indexOf('yield')).toBeLessThan(order.lastIndexOf('parse'));
    expect(order.indexOf('parse')).toBeLessThan(order.lastIndexOf('yield'));
  });

  test('a line that is not JSON, or a list without its closing line, throws', async () => {
    await expect(readJsonInSlices(new Response('[\n{"id":1},\n{"id":\n]'))).rejects.toThrow(SyntaxError);
    await expect(readJsonInSlices(new Response('[\n{"id":1},\n{"id":2}'))).rejects.toThrow(SyntaxError);
  });

  test('a list on one line, and an empty one, are parsed whole', async () => {
    await expect(readJsonInSlices(new Response(JSON.stringify(list)), 7)).resolves.toEqual(list);
    await expect(readJsonInSlices(new Response('[]'))).resolves.toEqual([]);
  });
});
