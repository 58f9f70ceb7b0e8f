import '../../test/support/nativeEsmPackages';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { CatalogAnswers, questionOf } from './catalogAnswers';

it('asks one question whatever the order of its parameters, empty ones left out', () => {
  expect(questionOf('/api/v1/web/catalog?page=2&color=Red&size=')).toBe(questionOf('/api/v1/web/catalog?color=Red&page=2'));
  expect(questionOf('/api/v1/web/catalog?page=2')).not.toBe(questionOf('/api/v1/web/catalog?page=3'));
  expect(questionOf('/api/v1/web/search?q=red%20shoe')).toBe('/api/v1/web/search?q=red+shoe');
});

describe('an answer kept per catalogue version', () => {
  let version = 1;
  let made = 0;
  let fail = false;
  const app = Fastify();
  const answers = new CatalogAnswers();
  app.get('/catalog', (request, reply) =>
    answers.send(request, reply, version, async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) throw Object.assign(new Error('no database'), { statusCode: 503 });
      return { page: Number((request.query as { page?: string }).page ?? 1), version, text: 'x'.repeat(2000) };
    }),
  );
  afterAll(() => app.close());
  beforeEach(() => {
    made = 0;
    fail = false;
  });

  it('is made once, sent again as it is, and made anew once the catalogue changes', async () => {
    version = 1;
    const [first, second] = await Promise.all([app.inject('/catalog?page=1'), app.inject('/catalog?page=1')]);
    expect(made).toBe(1);
    expect(first.json()).toEqual(second.json());
    const again = await app.inject('/catalog?page=1');
    expect(again.headers['x-catalog-cache']).toBe('hit');
    expect(made).toBe(1);
    version = 2;
    const changed = await app.inject('/catalog?page=1');
    expect(changed.headers['x-catalog-cache']).toBe('miss');
    expect(changed.json()).toMatchObject({ version: 2 });
    expect(made).toBe(1 + 1);
  });

  it('compresses once for the encoding asked and answers 304 to a client that has it', async () => {
    const plain = await app.inject('/catalog?page=4');
    const br = await app.inject({ url: '/catalog?page=4', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const notModified = await app.inject({ url: '/catalog?page=4', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
  });

  it('keeps no failure: the next request asks again', async () => {
    fail = true;
    expect((await app.inject('/catalog?page=9')).statusCode).toBe(503);
    fail = false;
    expect((await app.inject('/catalog?page=9')).statusCode).toBe(200);
    expect(made).toBe(2);
  });
});
