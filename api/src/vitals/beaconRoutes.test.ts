// POST /beacon and the console's GET /vitals: pages' speed reports are checked, counted into daily histograms per page
// and per remote release, read back as 75th percentiles, limited per client, and forgotten after the retention.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '../../test/support/nativeEsmPackages';
import { bucketOf, bucketUpperBound, type VitalMetric } from '@storefront/shared/vitals';
import { ADMIN, OWNER, STAFF, adminCall, signIn } from '../../test/support/adminSession';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../../test/support/testApp';
import { writeFiles } from '../../test/support/writeFiles';
import { webVitalBuckets } from './vitalBucketsTable';

const CATALOG_RELEASE = '20261201T101500.000Z-0a1b2c3d';
const REMOTES = [
  { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store', '/product-detail/:id'], overlays: [] },
  { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: [] },
];

let root: string;
let testApp: TestApp;
let clock = new Date('2026-12-07T12:00:00Z');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-vitals-'));
  writeFiles(path.join(root, 'shell'), { 'remotes.json': JSON.stringify({ remotes: REMOTES }) });
  testApp = await startTestApp({
    pageHost: { shellDir: path.join(root, 'shell'), remotes: {} },
    vitals: { rateLimit: { max: 40, timeWindowMs: 60_000 }, retentionDays: 28, now: () => clock },
    admin: { now: () => clock },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const send = (payload: unknown, ip = '10.0.0.1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/web/beacon',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const storedRows = async () => (await testApp.app.db.select().from(webVitalBuckets)).length;

/** What the histogram must answer: the bucket of the nearest-rank 75th percentile of the readings themselves. */
function referenceP75(metric: VitalMetric, readings: number[]): number {
  const sorted = [...readings].sort((a, b) => a - b);
  return bucketUpperBound(metric, bucketOf(metric, sorted[Math.ceil(0.75 * sorted.length) - 1]));
}

describe('a page view’s beacon', () => {
  const lcp = [1180, 2950, 1420, 990, 2210, 1605, 3900, 1333, 2480, 1710];
  const inp = [48, 260, 96, 120, 72, 310, 88, 64, 150, 200];
  const cls = [0, 0, 0.02, 0.31, 0, 0.08, 0.12, 0, 0.05, 0.01];

  it('is counted into histograms whose 75th percentile the console reads per page and per remote release', async () => {
    for (let view = 0; view < lcp.length; view += 1) {
      const response = await send({
        route: '/product-detail/:id',
        releases: { catalog: CATALOG_RELEASE },
        vitals: [
          { name: 'LCP', value: lcp[view], remote: 'catalog' },
          // The header's currency selector: the shell's, which has no release.
          { name: 'INP', value: inp[view], remote: view % 2 ? 'shell' : 'catalog' },
          { name: 'CLS', value: cls[view], remote: 'catalog' },
          { name: 'TTFB', value: 80 + view },
        ],
      });
      expect(response.statusCode).toBe(204);
    }
    await send({ route: '/cart', releases: {}, vitals: [{ name: 'LCP', value: 700, remote: 'cart' }] });

    // Readings are not kept: one row per bucket that holds any.
    const readings = lcp.length * 4 + 1;
    expect(await storedRows()).toBeLessThan(readings);

    const session = await signIn(testApp.app, STAFF);
    const answer = await adminCall(testApp.app, session, { url: `${ADMIN}/vitals?days=7` });
    expect(answer.statusCode).toBe(200);
    const { pages, releases } = answer.json();
    const product = pages.find((page: { route: string }) => page.route === '/product-detail/:id');
    expect(product.figures).toEqual([
      { metric: 'LCP', p75: referenceP75('LCP', lcp), samples: 10 },
      { metric: 'INP', p75: referenceP75('INP', inp), samples: 10 },
      { metric: 'CLS', p75: referenceP75('CLS', cls), samples: 10 },
      { metric: 'TTFB', p75: referenceP75('TTFB', [80, 81, 82, 83, 84, 85, 86, 87, 88, 89]), samples: 10 },
    ]);
    // Within one bucket (9 %) above the readings' own 75th percentile: 2480 ms is the 8th of 10 LCPs.
    expect(product.figures[0].p75).toBeGreaterThanOrEqual(2480);
    expect(product.figures[0].p75).toBeLessThan(2480 * 1.1);
    expect(pages.map((page: { route: string }) => page.route)).toEqual(['/cart', '/product-detail/:id']);

    const catalog = releases.find((row: { remote: string }) => row.remote === 'catalog');
    const catalogInp = inp.filter((_value, view) => view % 2 === 0);
    expect(catalog).toEqual({
      remote: 'catalog',
      release: CATALOG_RELEASE,
      figures: [
        { metric: 'LCP', p75: referenceP75('LCP', lcp), samples: 10 },
        { metric: 'INP', p75: referenceP75('INP', catalogInp), samples: 5 },
        { metric: 'CLS', p75: referenceP75('CLS', cls), samples: 10 },
      ],
    });
    expect(releases.find((row: { remote: string }) => row.remote === 'shell')).toEqual({
      remote: 'shell',
      release: '',
      figures: [{ metric: 'INP', p75: referenceP75('INP', [260, 120, 310, 64, 200]), samples: 5 }],
    });
    // An entry without an element (TTFB) belongs to the page only.
    expect(releases.map((row: { remote: string }) => row.remote)).toEqual(['cart', 'catalog', 'shell']);
  });

  it.each([
    ['a metric it does not know', { route: '/store', releases: {}, vitals: [{ name: 'FID', value: 12 }] }],
    ['a negative value', { route: '/store', releases: {}, vitals: [{ name: 'LCP', value: -1 }] }],
    ['a value past ten minutes', { route: '/store', releases: {}, vitals: [{ name: 'LCP', value: 600_001 }] }],
    ['an unknown field', { route: '/store', releases: {}, vitals: [{ name: 'LCP', value: 900 }], url: '/store?q=ada' }],
    ['no entries', { route: '/store', releases: {}, vitals: [] }],
    ['the URL instead of the route pattern', { route: '/product-detail/341', releases: {}, vitals: [{ name: 'LCP', value: 900 }] }],
    ['a route the store does not serve', { route: '/account/:email', releases: {}, vitals: [{ name: 'LCP', value: 900 }] }],
    ['a remote the store does not compose', { route: '/store', releases: {}, vitals: [{ name: 'LCP', value: 900, remote: 'ads' }] }],
    ['a release that is no name', { route: '/store', releases: { catalog: 'a b' }, vitals: [{ name: 'LCP', value: 900 }] }],
  ])('is refused with 400 { message } for %s, and nothing is stored', async (_case, payload) => {
    const before = await storedRows();
    const response = await send(payload, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await storedRows()).toBe(before);
  });

  it('is refused past its size bound (413), and past the per-client limit (429)', async () => {
    const large = { route: '/store', releases: {}, vitals: [{ name: 'LCP', value: 900 }], padding: 'x'.repeat(9000) };
    expect((await send(large, '10.0.0.3')).statusCode).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 42; i += 1) statuses.push((await send({ route: '/', releases: {}, vitals: [{ name: 'TTFB', value: 50 }] }, '10.0.0.4')).statusCode);
    expect(statuses.slice(0, 40).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back by that one.
    expect((await send({ route: '/', releases: {}, vitals: [{ name: 'TTFB', value: 50 }] }, '10.0.0.5')).statusCode).toBe(204);
  });
});

describe('the histograms', () => {
  it('answer the console only (401 without a session), over the period asked for', async () => {
    expect((await adminCall(testApp.app, null, { url: `${ADMIN}/vitals` })).statusCode).toBe(401);
    const session = await signIn(testApp.app, OWNER);
    expect((await adminCall(testApp.app, session, { url: `${ADMIN}/vitals?days=5` })).statusCode).toBe(400);
    clock = new Date('2026-12-14T12:00:00Z');
    const later = await signIn(testApp.app, OWNER);
    // Seven days on, a one-day period holds nothing yet; a 28-day one still holds the first day's readings.
    expect((await adminCall(testApp.app, later, { url: `${ADMIN}/vitals?days=1` })).json().pages).toEqual([]);
    expect((await adminCall(testApp.app, later, { url: `${ADMIN}/vitals?days=28` })).json().pages).toHaveLength(3);
  });

  it('forget the days past the retention on the first beacon of a day', async () => {
    clock = new Date('2027-01-04T00:30:00Z');
    const response = await send({ route: '/cart', releases: {}, vitals: [{ name: 'LCP', value: 640, remote: 'cart' }] }, '10.0.0.6');
    expect(response.statusCode).toBe(204);
    // 28 days kept, today included: 8 December onwards. Everything of 7 December is gone.
    const days = new Set((await testApp.app.db.select().from(webVitalBuckets)).map((row) => row.day));
    expect([...days]).toEqual(['2027-01-04']);
  });
});
