// `node scripts/multiInstance.mjs [--report file.json]`: the store as it runs in production on several machines, tried
// on this one. Starts PostgreSQL (a throwaway cluster, or a database on TEST_DATABASE_URL's server), three instances
// sharing it and one file and release store, and nginx in front of them with deploy/nginx/storefront.conf; drives a
// bounded stream of shoppers through nginx (browse, order, pay in the sandbox, download) while it restarts the
// instances one at a time with SIGTERM, twice round; then checks that no request failed, every acknowledged order is
// in the database exactly once, every paid order has exactly one receipt in the outbox, a deploy made through one
// instance is served by all three, and so is a canary promoted through one within the pointer's cache time. Prints its numbers; exits 1 on any failed check. Needs the built apps (npm run
// build) and nginx (Debian's `nginx-light`); stops everything it started.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../bench/postgres.mjs';
import { createInstance } from './multiInstance/instances.mjs';
import { NGINX_BIN, startNginx } from './multiInstance/nginx.mjs';
import { createTraffic } from './multiInstance/traffic.mjs';

const require = createRequire(import.meta.url);
const { freePort, root } = require('./storeProcess.cjs');
const { Client } = createRequire(path.join(root, 'api/package.json'))('pg');

const INSTANCES = 3;
const ROUNDS = 2;
const WORKERS = 4;
const MAX_VISITS = 2000;
/** The pointer's cache time the instances run with (RELEASE_POINTER_TTL_MS; with the folder store below, nothing is cached). */
const POINTER_TTL_MS = 1000;
const reportFile = process.argv.includes('--report') ? process.argv[process.argv.indexOf('--report') + 1] : null;

/** The cart release an instance's /remotes.json names for a fresh browser (no cookie: its own bucket). */
async function cartReleaseFor(url) {
  const json = await (await fetch(`${url}/remotes.json`)).json();
  return json.remotes.find((remote) => remote.name === 'cart')?.release ?? null;
}

/** A copy of mf-cart (under the repository, so it resolves the same packages) whose build differs from the live one. */
function editedCartCopy() {
  const parent = mkdtempSync(path.join(root, '.release-test-'));
  const dir = path.join(parent, 'mf-cart');
  cpSync(path.join(root, 'mf-cart'), dir, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  const page = path.join(dir, 'src/screens/cart/CartPage.tsx');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<h1 className={styles.heading}>', '<h1 className={styles.heading} data-canary="promoted">'));
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

function finish(report) {
  if (reportFile) writeFileSync(reportFile, JSON.stringify(report));
  process.exit(report.failed > 0 ? 1 : 0);
}

if (!existsSync(NGINX_BIN)) {
  console.log(`skipped: no nginx at ${NGINX_BIN} (apt-get install nginx-light; .ci/run installs it)`);
  finish({ passed: 0, failed: 0, skipped: 1 });
}
if (!existsSync(path.join(root, 'api/dist/server.cjs'))) {
  console.error('the apps are not built: run npm run build first');
  finish({ passed: 0, failed: 1, skipped: 0 });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-multi-'));
const postgres = await startPostgres({ serverUrl: process.env.TEST_DATABASE_URL });
const instances = [];
let nginx = null;
const cleanUp = async () => {
  for (const instance of instances) instance.kill();
  await nginx?.stop();
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));

const checks = [];
const check = (name, ok, detail) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
};

try {
  const databaseUrl = await postgres.createDatabase('multi');
  const listenPort = await freePort();
  const ports = [];
  for (let i = 0; i < INSTANCES; i++) ports.push(await freePort());
  const shared = {
    DATABASE_URL: databaseUrl,
    PUBLIC_BASE_URL: `http://127.0.0.1:${listenPort}`,
    FILE_STORE_URL: path.join(dir, 'files'),
    RELEASE_STORE_URL: path.join(dir, 'releases'),
    SERVE_STOREFRONT: '1',
    PREPARE_PICTURES: 'off',
    SHUTDOWN_DRAIN_MS: '2000',
    SHUTDOWN_TIMEOUT_MS: '15000',
    RATE_LIMIT_MAX: '100000',
    VITALS_RATE_LIMIT_MAX: '100000',
    RELEASE_POINTER_TTL_MS: String(POINTER_TTL_MS),
    LOG_LEVEL: 'warn',
  };
  console.log(`PostgreSQL: ${postgres.where}; ${INSTANCES} instances on ${ports.join(', ')}; nginx on ${listenPort}`);
  for (const port of ports) {
    const instance = createInstance({ port, env: shared });
    instances.push(instance);
    // The first migrates and seeds; the others find it done.
    await instance.start();
  }
  nginx = await startNginx({ dir: path.join(dir, 'nginx'), ports, listenPort });

  const traffic = createTraffic(nginx.url);
  let restarting = true;
  const restarts = [];
  const shoppers = traffic.run({ workers: WORKERS, maxVisits: MAX_VISITS, until: () => !restarting });
  const started = Date.now();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const instance of instances) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const code = await instance.stop();
      await instance.start();
      restarts.push({ port: instance.port, exitCode: code });
      console.log(`restarted ${instance.port} (round ${round}): exited ${code}, ready again after ${Math.round((Date.now() - started) / 1000)} s`);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  restarting = false;
  const visits = await shoppers;

  const failed = traffic.requests.filter((request) => request.status === 0 || request.status >= 500);
  const expected = { home: 200, store: 200, 'product page': 200, product: 200, 'place order': 201, 'sandbox pay': 303, 'verify payment': 200, download: 200 };
  const unexpected = traffic.requests.filter((request) => request.status !== 0 && request.status < 500 && request.status !== expected[request.label]);
  const counted = new Map();
  for (const request of traffic.requests) counted.set(request.label, (counted.get(request.label) ?? 0) + 1);
  const byLabel = [...counted].map(([label, count]) => `${label} ${count}`);
  console.log(
    `${visits} visits, ${traffic.requests.length} requests (${byLabel.join(', ')}), ${restarts.length} restarts, ${traffic.acknowledged.length} orders placed, ${traffic.paid.length} paid`,
  );
  check(
    'restarts',
    restarts.length === INSTANCES * ROUNDS && restarts.every((restart) => restart.exitCode === 0),
    `${restarts.length}, each exiting 0 after its drain`,
  );
  check('failed requests', failed.length === 0, `${failed.length}${failed.length ? ` (${JSON.stringify(failed.slice(0, 5))})` : ''}`);
  check('unexpected answers', unexpected.length === 0, `${unexpected.length}${unexpected.length ? ` (${JSON.stringify(unexpected.slice(0, 5))})` : ''}`);
  check('orders placed during the restarts', traffic.acknowledged.length >= 10, `${traffic.acknowledged.length}`);

  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = (await client.query('SELECT id FROM orders')).rows.map((row) => row.id);
    const storedSet = new Set(stored);
    const lost = traffic.acknowledged.filter((id) => !storedSet.has(id));
    const doubled = stored.length - new Set(traffic.acknowledged).size;
    check('orders lost', lost.length === 0, `${lost.length} of ${traffic.acknowledged.length} acknowledged`);
    check('orders doubled', doubled === 0, `${doubled} (${stored.length} stored for ${traffic.acknowledged.length} acknowledged)`);
    const receipts = new Map(
      (await client.query("SELECT order_id, count(*)::int AS n FROM mail_outbox WHERE kind = 'receipt' GROUP BY order_id")).rows.map((row) => [
        row.order_id,
        row.n,
      ]),
    );
    const wrongReceipts = traffic.paid.filter((id) => receipts.get(id) !== 1);
    check('receipts', wrongReceipts.length === 0, `${traffic.paid.length - wrongReceipts.length} of ${traffic.paid.length} paid orders have exactly one`);
  } finally {
    await client.end();
  }

  // A deploy made through one instance, served by all.
  const deploy = spawnSync(process.execPath, [path.join(root, 'scripts/release.mjs'), 'deploy', path.join(root, 'mf-cart')], {
    cwd: root,
    env: { ...process.env, ...shared, STORE_URL: instances[0].url },
    encoding: 'utf8',
  });
  const served = [];
  for (const instance of instances) served.push(await cartReleaseFor(instance.url));
  check(
    'deploy through one instance',
    deploy.status === 0 && served[0] !== null && served.every((release) => release === served[0]),
    deploy.status === 0 ? `cart ${served[0]} served by ${served.filter((release) => release === served[0]).length} of ${INSTANCES}` : deploy.stderr.trim(),
  );

  // A canary promoted through one instance: every instance serves it to a fresh browser once the pointer's cache time
  // (RELEASE_POINTER_TTL_MS; a folder store caches nothing) has passed since the command returned.
  const canaryCopy = editedCartCopy();
  try {
    const release = (command, args = []) =>
      spawnSync(process.execPath, [path.join(root, 'scripts/release.mjs'), command, canaryCopy.dir, ...args], {
        cwd: root,
        env: { ...process.env, ...shared, STORE_URL: instances[0].url },
        encoding: 'utf8',
      });
    const canaryDeploy = release('deploy', ['--canary', '10']);
    const canary = /release (\S+) is the canary/.exec(canaryDeploy.stdout)?.[1] ?? null;
    const promote = canary ? release('promote') : null;
    await new Promise((resolve) => setTimeout(resolve, POINTER_TTL_MS));
    const promoted = [];
    for (const instance of instances) promoted.push(await cartReleaseFor(instance.url));
    check(
      'promote through one instance',
      promote?.status === 0 && promoted.every((id) => id === canary),
      promote?.status === 0
        ? `canary ${canary} served to a fresh browser by ${promoted.filter((id) => id === canary).length} of ${INSTANCES} within ${POINTER_TTL_MS} ms`
        : (promote ?? canaryDeploy).stderr.trim() || (promote ?? canaryDeploy).stdout.trim(),
    );
  } finally {
    canaryCopy.remove();
  }
} catch (error) {
  check('run', false, error instanceof Error ? error.message : String(error));
} finally {
  await cleanUp();
}
const failedChecks = checks.filter((entry) => !entry.ok).length;
console.log(failedChecks ? `${failedChecks} of ${checks.length} checks failed` : `all ${checks.length} checks passed`);
finish({ passed: checks.length - failedChecks, failed: failedChecks, skipped: 0 });
