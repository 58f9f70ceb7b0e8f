// The operations endpoints as a load balancer, an orchestrator and Prometheus use them: /livez, /readyz (each
// dependency checked, 503 while draining or with a migration missing), and /metrics behind its token with every metric
// the store exports present and moving when its event happens.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rowsOf';
import { folderReleaseStore } from '../src/releases/folderReleaseStore';
import { paySandboxOrder, placeSandboxOrder } from './support/sandboxOrder';
import { shellPageFiles } from './support/shellPageFiles';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';
import { writeFiles } from './support/writeFiles';

jest.setTimeout(30_000);

const TOKEN = 'metrics-token-for-tests-0123456789';
const RELEASE = '20261201T100000.000Z-cccccccc';
const SHELL_BUNDLE = `exports.renderLayout = async () => ({ html: '<header>Frame</header><main><template data-server-screen=""></template></main>', state: { shopApi: { queries: {} } } });`;
const CATALOG_BUNDLE = `exports.render = async (request) => {
  const id = request.url.split('/').pop();
  const product = await (await request.fetch(request.apiBaseUrl + '/products/' + id)).json();
  return { html: '<h1>' + product.title + '</h1>', state: { shopApi: { queries: {} } }, title: product.title };
};`;

let root: string;
let testApp: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-operations-'));
  writeFiles(path.join(root, 'shell'), {
    ...shellPageFiles('<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>', {
      scripts: ['/main.1.js'],
      preloadScripts: [],
      styles: [],
    }),
    'remotes.json': JSON.stringify({
      remotes: [{ name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', release: 'live', routes: ['/product-detail/:id'], overlays: [] }],
    }),
    'server/render.js': SHELL_BUNDLE,
  });
  const catalogBuild = { 'mf-manifest.json': JSON.stringify({ exposes: [] }), 'server/render.js': CATALOG_BUNDLE };
  writeFiles(path.join(root, 'catalog'), catalogBuild);
  writeFiles(path.join(root, 'catalog-release'), catalogBuild);
  const releaseStore = folderReleaseStore(path.join(root, 'releases'));
  await releaseStore.publish('catalog', RELEASE, path.join(root, 'catalog-release'));
  await releaseStore.writePointer('catalog', { live: RELEASE, history: [RELEASE] });
  testApp = await startTestApp({
    metricsToken: TOKEN,
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    pageHost: { shellDir: path.join(root, 'shell'), remotes: { catalog: path.join(root, 'catalog') }, releaseStore },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });
const scrape = async () => {
  const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one series (name and exact labels as Prometheus prints them), 0 when absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('/livez', () => {
  it('answers that the process lives, never cached', async () => {
    const response = await get('/livez');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('checks the database, the migrations, the file and release stores', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.status).toBe('ready');
    expect(Object.keys(body.checks).sort()).toEqual(['database', 'draining', 'fileStore', 'migrations', 'releaseStore']);
    for (const check of Object.values(body.checks)) expect(check).toMatchObject({ ok: true, ms: expect.any(Number) });
  });

  it('answers 503 naming a migration the database lacks, and ready again once it is there', async () => {
    const [last] = await rowsOf<{ name: string; checksum: string }>(
      testApp.app.db.execute(sql`SELECT name, checksum FROM schema_migrations ORDER BY name DESC LIMIT 1`),
    );
    await testApp.app.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last.name}`);
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not ready', checks: { migrations: { ok: false, error: `not applied: ${last.name}` } } });
    } finally {
      await testApp.app.db.execute(sql`INSERT INTO schema_migrations (name, checksum) VALUES (${last.name}, ${last.checksum})`);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 while the instance drains, and asks clients to close their connections', async () => {
    testApp.app.lifecycle.draining = true;
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.draining).toMatchObject({ ok: false, error: 'shutting down' });
      expect(response.headers.connection).toBe('close');
      // Requests still in flight or arriving meanwhile are answered.
      expect((await get('/api/v1/web/products/1')).statusCode).toBe(200);
    } finally {
      testApp.app.lifecycle.draining = false;
    }
  });
});

describe('/metrics', () => {
  it('answers only with the token', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const series = 'storefront_http_requests_total{method="GET",route="/api/v1/web/products/:id",status="200"}';
    const before = valueOf(await scrape(), series);
    await get('/api/v1/web/products/2');
    await get('/api/v1/web/products/3');
    const after = await scrape();
    expect(valueOf(after, series)).toBe(before + 2);
    expect(valueOf(after, 'storefront_http_request_duration_seconds_count{method="GET",route="/api/v1/web/products/:id",status="200"}')).toBe(before + 2);
    expect(valueOf(after, 'storefront_http_requests_total{method="GET",route="<unmatched>",status="404"}')).toBe(0);
    await get('/api/v1/nothing-here');
    expect(valueOf(await scrape(), 'storefront_http_requests_total{method="GET",route="<unmatched>",status="404"}')).toBe(1);
  });

  it('counts page cache lookups and server renders, and reports the cache size', async () => {
    const before = await scrape();
    expect((await get('/product-detail/5', { accept: 'text/html' })).headers['x-render-cache']).toBe('miss');
    expect((await get('/product-detail/5', { accept: 'text/html' })).headers['x-render-cache']).toBe('hit');
    const after = await scrape();
    expect(valueOf(after, 'storefront_page_cache_lookups_total{outcome="miss"}')).toBe(
      valueOf(before, 'storefront_page_cache_lookups_total{outcome="miss"}') + 1,
    );
    expect(valueOf(after, 'storefront_page_cache_lookups_total{outcome="hit"}')).toBe(
      valueOf(before, 'storefront_page_cache_lookups_total{outcome="hit"}') + 1,
    );
    expect(valueOf(after, 'storefront_page_render_duration_seconds_count{outcome="rendered"}')).toBe(
      valueOf(before, 'storefront_page_render_duration_seconds_count{outcome="rendered"}') + 1,
    );
    expect(valueOf(after, 'storefront_page_cache_entries')).toBe(valueOf(before, 'storefront_page_cache_entries') + 1);
    expect(valueOf(after, 'storefront_page_cache_bytes')).toBeGreaterThan(valueOf(before, 'storefront_page_cache_bytes'));
  });

  it('counts payments by provider and outcome, and downloads served and refused', async () => {
    const before = await scrape();
    const { verified } = await paySandboxOrder(testApp.app);
    const pending = await placeSandboxOrder(testApp.app);
    await testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: { reference: pending.reference, orderId: pending.orderId } });
    const download = new URL(verified.order.deliveries[0].download.url).pathname;
    expect((await get(download)).statusCode).toBe(200);
    expect((await get('/api/v1/web/downloads/not-a-link')).statusCode).toBe(404);
    const after = await scrape();
    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('storefront_payments_total{provider="sandbox",outcome="paid"}')).toBe(1);
    expect(moved('storefront_payments_total{provider="sandbox",outcome="pending"}')).toBe(1);
    expect(moved('storefront_downloads_total{outcome="served"}')).toBe(1);
    expect(moved('storefront_downloads_total{outcome="refused_invalid"}')).toBe(1);
  });

  it('shows how many e-mails wait and how long the oldest has waited', async () => {
    const { orderId } = await placeSandboxOrder(testApp.app);
    // Its e-mail held back an hour, as if the mail server had refused it since then.
    await testApp.app.db.execute(sql`
      UPDATE mail_outbox SET sent_at = NULL, created_at = now() - interval '1 hour', next_attempt_at = now() + interval '1 hour'
      WHERE order_id = ${orderId}`);
    const after = await scrape();
    expect(valueOf(after, 'storefront_mail_outbox_unsent')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'storefront_mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(3600);
    await testApp.app.db.execute(sql`UPDATE mail_outbox SET sent_at = now() WHERE order_id = ${orderId}`);
    expect(valueOf(await scrape(), 'storefront_mail_outbox_oldest_unsent_age_seconds')).toBeLessThan(3600);
  });

  it('shows the live release of each remote, the event loop delay and, on PostgreSQL, the connection pool', async () => {
    const text = await scrape();
    expect(valueOf(text, `storefront_remote_release_info{remote="catalog",release="${RELEASE}",track="live"}`)).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e+-]+$/m);
    if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/^storefront_database_pool_connections\{state="total"\} [1-9]\d*$/m);
    else expect(text).not.toContain('storefront_database_pool_connections{');
  });
});
