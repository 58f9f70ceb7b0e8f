// Crash safety: the real server (node --import tsx api/src/server.ts on 127.0.0.1, a temporary DATA_DIR — or a
// fresh PostgreSQL schema when TEST_DATABASE_URL is set) is killed with SIGKILL in the middle of a stream of
// orders, three times; after each restart every order it acknowledged (201) must be there, with its lines.
// Reproduce: npx jest --selectProjects api -- api/test/load/crashRecovery.test.ts
import '../support/nativeEsmPackages';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/paths';
import { type OrderPayload, orderPayload } from '../support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../support/testApp';
import { type TestDatabase, createTestDatabase } from '../support/testDatabase';

const ROUNDS = 3;
const WRITERS = 4;
const START_TIMEOUT_MS = 120_000;

let dataDir: string;
let database: TestDatabase | null = null;
let payloads: OrderPayload[];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-crash-'));
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  // Payloads priced by the catalogue the server will seed (the same deterministic generator).
  const catalogApp: TestApp = await startTestApp();
  try {
    payloads = [
      await orderPayload(catalogApp.app, [{ productId: 341, license: 'Standard' }], { paymentMethod: 'paystack' }),
      await orderPayload(catalogApp.app, [{ productId: 7, quantity: 3 }], { paymentMethod: 'no-payment' }),
    ];
  } finally {
    await catalogApp.close();
  }
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output: string[];
}

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVE_STOREFRONT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  };
  if (database?.options.kind === 'postgres') env.DATABASE_URL = database.options.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/web/product_categories`)).ok) return { child, baseUrl, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output.join('')}`);
}

/** Streams orders from WRITERS clients until the server dies; SIGKILLs it after `killAfter` acknowledgements. */
async function streamUntilKilled(server: RunningServer, killAfter: number) {
  const acknowledged: string[] = [];
  let failedInFlight = 0;
  let sequence = 0;
  let killed = false;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  const writer = async () => {
    for (;;) {
      const payload = payloads[sequence % payloads.length];
      const key = `crash-${process.pid}-${Date.now()}-${(sequence += 1)}`;
      try {
        const response = await fetch(`${server.baseUrl}/api/v1/web/place_order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(payload),
        });
        const body = await response.json();
        if (response.status !== 201) throw new Error(`unexpected ${response.status}: ${JSON.stringify(body)}`);
        acknowledged.push(body.order_id);
        if (acknowledged.length === killAfter) killed = server.child.kill('SIGKILL');
      } catch (error) {
        if (killed) {
          failedInFlight += 1;
          return;
        }
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await exited;
  return { acknowledged, failedInFlight };
}

async function missingOrders(server: RunningServer, orderIds: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const orderId of orderIds) {
    const response = await fetch(`${server.baseUrl}/api/v1/web/orders/${orderId}`);
    const body = await response.json();
    if (response.status !== 200 || body.order.order_items.length !== 1) missing.push(orderId);
  }
  return missing;
}

it(`keeps every acknowledged order across ${ROUNDS} kill -9s during a stream of orders`, async () => {
  const everAcknowledged: string[] = [];
  const figures: string[] = [];
  let server = await startServer();
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const killAfter = 15 + round * 10;
      const { acknowledged, failedInFlight } = await streamUntilKilled(server, killAfter);
      everAcknowledged.push(...acknowledged);
      server = await startServer();
      const missing = await missingOrders(server, everAcknowledged);
      figures.push(
        `round ${round}: ${acknowledged.length} acknowledged, killed with ${failedInFlight} in flight, ` +
          `${everAcknowledged.length - missing.length}/${everAcknowledged.length} present after restart`,
      );
      expect(missing).toEqual([]);
    }
  } finally {
    // A clean stop releases the data directory before afterAll removes it.
    const stopped = new Promise((resolve) => server.child.once('exit', resolve));
    if (server.child.exitCode === null && server.child.kill('SIGTERM')) await stopped;
  }
  console.log(`[crash] kill -9 × ${ROUNDS} on ${database ? 'PostgreSQL' : 'PGlite on disk'}\n  ${figures.join('\n  ')}`);
}, 300_000);
