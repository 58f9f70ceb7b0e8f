// Health per release and the automatic abort: beacons' page views and errors are counted per remote release; a canary
// that reaches the minimum of views with an error rate the margin worse than live's is aborted by the store itself —
// once, however many checks race — with its audit entry and the team's e-mail; the console's composition page shows
// it all to staff and lets owners promote, abort and roll back (audited), refused to staff.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/admin/adminTables';
import { createCanaryWatch } from '../src/health/canaryWatch';
import { releaseErrors } from '../src/health/releaseHealthTables';
import { composeCanaryAbortMail } from '../src/mail/composeCanaryAbortMail';
import { mailOutbox } from '../src/mail/mailTables';
import { folderReleaseStore } from '../src/releases/folderReleaseStore';
import { startCanary } from '../src/releases/livePointer';
import { OWNER, STAFF, type SignedIn, adminCall, signIn } from './support/adminSession';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';
import { writeFiles } from './support/writeFiles';

const OLD = '20261130T100000.000Z-99999999';
const LIVE = '20261201T100000.000Z-aaaaaaaa';
const CANARY = '20261202T100000.000Z-bbbbbbbb';
const MIN_VIEWS = 10;
const REMOTES = [
  { name: 'cart', manifest: '/mf/cart/mf-manifest.json', release: 'live', routes: ['/cart'], overlays: [] },
  { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store'], overlays: [] },
];

let root: string;
let testApp: TestApp;
let store: ReturnType<typeof folderReleaseStore>;
let owner: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-health-'));
  writeFiles(path.join(root, 'shell'), { 'remotes.json': JSON.stringify({ remotes: REMOTES }) });
  for (const release of [OLD, LIVE, CANARY]) writeFiles(path.join(root, release), { 'mf-manifest.json': '{}' });
  store = folderReleaseStore(path.join(root, 'releases'));
  for (const release of [OLD, LIVE, CANARY]) await store.publish('cart', release, path.join(root, release));
  await store.writePointer('cart', startCanary({ live: LIVE, history: [OLD, LIVE] }, CANARY, 50));
  testApp = await startTestApp({
    pageHost: { shellDir: path.join(root, 'shell'), remotes: {}, releaseStore: store },
    vitals: { rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    health: { autoAbort: true, thresholds: { minViews: MIN_VIEWS, marginPoints: 1 }, teamEmails: { cart: ['cart-team@example.com'] } },
  });
  owner = await signIn(testApp.app, OWNER);
  staff = await signIn(testApp.app, STAFF);
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const beacon = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/web/beacon', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const cartView = (release: string, failed: boolean) =>
  beacon({
    route: '/cart',
    releases: { cart: release },
    views: ['cart'],
    ...(failed ? { errors: [{ remote: 'cart', kind: 'render' }], failed: ['cart'] } : {}),
  });
const composition = async (session: SignedIn) => {
  const response = await adminCall(testApp.app, session, { url: 'composition' });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const cartOf = async (session: SignedIn) => (await composition(session)).remotes.find((r: { remote: string }) => r.remote === 'cart');
const healthOf = (cart: { health: { release: string }[] }, release: string) => cart.health.find((h) => h.release === release);

describe('the health beacon', () => {
  it('refuses what it cannot count: nothing to count, an unknown remote, a failed remote without an error, a message', async () => {
    expect((await beacon({ route: '/cart', releases: {} })).json().message).toBe('The beacon carries no readings, page views or errors.');
    expect((await beacon({ route: '/cart', releases: {}, views: ['nowhere'] })).json().message).toBe('"nowhere" is no remote of this store.');
    expect((await beacon({ route: '/cart', releases: {}, views: ['cart'], failed: ['cart'] })).json().message).toBe(
      '"cart" is named as failed without an error of its own.',
    );
    const withMessage = await beacon({
      route: '/cart',
      releases: {},
      views: ['cart'],
      errors: [{ remote: 'cart', kind: 'render', message: 'alice@example.com' }],
    });
    expect(withMessage.statusCode).toBe(400);
    expect((await beacon({ route: '/cart', releases: {}, errors: [{ remote: 'cart', kind: 'oops' }] })).statusCode).toBe(400);
  });

  it('counts page views, failed views and errors by kind per release, shown on the composition page beside each release', async () => {
    for (let view = 0; view < 4; view += 1) expect((await cartView(LIVE, view === 0)).statusCode).toBe(204);
    const cart = await cartOf(staff);
    expect(cart).toMatchObject({ remote: 'cart', live: LIVE, canary: { release: CANARY, percent: 50 }, history: [LIVE, OLD] });
    expect(healthOf(cart, LIVE)).toMatchObject({ views: 4, failedViews: 1, errors: 1, errorRate: 0.25, errorKinds: { render: 1 } });
    expect(healthOf(cart, CANARY)).toMatchObject({ views: 0, failedViews: 0, errorRate: 0 });
    const kinds = await testApp.app.db.select().from(releaseErrors).where(eq(releaseErrors.release, LIVE));
    expect(kinds.map(({ kind, count }) => [kind, count])).toEqual([['render', 1]]);
  });
});

describe('the automatic abort', () => {
  it('leaves a bad canary alone one view short of the minimum, and aborts it on the view that reaches it', async () => {
    // Live: 1 failed of 4 (25 %). The canary fails every view.
    for (let view = 0; view < MIN_VIEWS - 1; view += 1) await cartView(CANARY, true);
    expect((await store.readPointer('cart'))?.canary?.release).toBe(CANARY);
    await cartView(CANARY, true);
    expect(await store.readPointer('cart')).toEqual({ live: LIVE, history: [OLD, LIVE] });
  });

  it('audits it as the store’s act and queues the team’s e-mail with the figures', async () => {
    const entries = await testApp.app.db.select().from(auditLog).where(eq(auditLog.action, 'release.auto-abort'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorId: null,
      operatorEmail: 'the store (automatic abort)',
      targetType: 'remote',
      targetId: 'cart',
      before: { canary: CANARY, percent: 50, live: LIVE },
      after: { live: LIVE, canaryViews: MIN_VIEWS, canaryErrorRate: 1, liveViews: 4, liveErrorRate: 0.25 },
    });
    const [mail] = await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'canary-aborted'));
    const composed = await composeCanaryAbortMail(mail, { db: testApp.app.db, from: 'Shop <shop@localhost>', publicBaseUrl: 'http://localhost:3000' });
    expect(composed.message.to).toBe('cart-team@example.com');
    expect(composed.message.subject).toBe(`Canary of mf-cart aborted: ${CANARY}`);
    expect(composed.message.text).toContain(`Pages with an error of the canary: 100.00 % of ${MIN_VIEWS} page views.`);
    expect(composed.message.text).toContain('Pages with an error of the live release: 25.00 % of 4 page views.');
    const cart = await cartOf(owner);
    expect(cart.canary).toBeNull();
    expect(cart.aborted).toEqual([{ release: CANARY, at: expect.any(String) }]);
  });

  it('acts once when several instances judge the same canary at the same moment', async () => {
    await store.writePointer('cart', startCanary({ live: LIVE, history: [OLD, LIVE] }, OLD, 10));
    for (let view = 0; view < MIN_VIEWS; view += 1)
      await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/web/beacon',
        headers: { 'content-type': 'application/json' },
        // Counted with the canary not yet checked: the watch below is what judges it.
        payload: JSON.stringify({ route: '/', releases: { cart: OLD, catalog: 'x' }, views: ['catalog'] }),
      });
    const queued: string[] = [];
    const watch = () =>
      createCanaryWatch({
        db: () => testApp.app.db,
        store,
        log: testApp.app.log,
        thresholds: { minViews: 1, marginPoints: 1 },
        teamEmails: () => [],
        queueMail: async (_tx, details) => void queued.push(details.release),
      });
    await cartView(OLD, true);
    // The beacon above already judged it with the app's own watch (1 view < 10): still running.
    expect((await store.readPointer('cart'))?.canary?.release).toBe(OLD);
    const outcomes = await Promise.all([watch()('cart', OLD), watch()('cart', OLD), watch()('cart', OLD)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(queued).toEqual([OLD]);
    expect((await store.readPointer('cart'))?.canary).toBeUndefined();
    const entries = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release.auto-abort'), eq(auditLog.targetId, 'cart')));
    expect(entries).toHaveLength(2);
  });

  it('never touches a canary that is not bad: a healthy one stays however many views it gets', async () => {
    const healthy = '20261203T100000.000Z-cccccccc';
    writeFiles(path.join(root, healthy), { 'mf-manifest.json': '{}' });
    await store.publish('cart', healthy, path.join(root, healthy));
    await store.writePointer('cart', startCanary({ live: LIVE, history: [OLD, LIVE] }, healthy, 50));
    for (let view = 0; view < MIN_VIEWS * 2; view += 1) await cartView(healthy, false);
    expect((await store.readPointer('cart'))?.canary?.release).toBe(healthy);
  });
});

describe('the composition page’s actions', () => {
  it('are refused to staff, who read the page only', async () => {
    const refused = await adminCall(testApp.app, staff, { method: 'POST', url: 'composition/cart/promote' });
    expect(refused.statusCode).toBe(403);
    expect((await store.readPointer('cart'))?.canary).toBeDefined();
  });

  it('promote, roll back and abort for owners, each audited with the pointer before and after', async () => {
    const healthy = (await store.readPointer('cart'))!.canary!.release;
    const promoted = await adminCall(testApp.app, owner, { method: 'POST', url: 'composition/cart/promote' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: `Promoted: every browser gets ${healthy} of cart from its next page load.`,
      remote: { live: healthy, canary: null },
    });

    const again = await adminCall(testApp.app, owner, { method: 'POST', url: 'composition/cart/abort' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'No canary of cart is running; there is nothing to abort.']);

    const rolledBack = await adminCall(testApp.app, owner, { method: 'POST', url: 'composition/cart/rollback' });
    expect(rolledBack.json().remote.live).toBe(LIVE);
    const unknown = await adminCall(testApp.app, owner, { method: 'POST', url: 'composition/nowhere/abort' });
    expect(unknown.statusCode).toBe(404);

    const entries = await testApp.app.db.select().from(auditLog).where(eq(auditLog.operatorId, owner.operatorId));
    const releaseEntries = entries.filter((entry) => entry.action.startsWith('release.')).sort((a, b) => a.id - b.id);
    expect(releaseEntries.map((entry) => [entry.action, entry.targetId, entry.before, entry.after])).toEqual([
      ['release.promote', 'cart', { live: LIVE, canary: { release: healthy, percent: 50 } }, { live: healthy, canary: null }],
      ['release.rollback', 'cart', { live: healthy, canary: null }, { live: LIVE, canary: null }],
    ]);
  });
});
