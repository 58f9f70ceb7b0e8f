// A real server process stopped with SIGTERM, as a process manager or an orchestrator stops it during a rolling
// deploy: it keeps answering while /readyz says "not ready" (the drain), finishes a request that was in flight when
// the signal came, refuses new connections once closed, and exits 0 by itself.
import './support/nativeEsmPackages';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { orderPayload } from './support/orderPayload';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../scripts/storeProcess.cjs') as { freePort: () => Promise<number> };

const DRAIN_MS = 3000;
jest.setTimeout(120_000);

let child: ChildProcess;
let dataDir: string;
let baseUrl: string;
const output: string[] = [];

async function waitUntil<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null && child.exitCode !== 0) throw new Error(`the server exited with ${child.exitCode}:\n${output.join('')}`);
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms; the server said:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shutdown-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_STOREFRONT: '0',
      PREPARE_PICTURES: 'off',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  await waitUntil(async () => ((await fetch(`${baseUrl}/readyz`)).ok ? true : null), 90_000);
});
afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The store's API as orderPayload reads it (over HTTP instead of inject). */
const overHttp = {
  inject: async (url: string) => {
    const response = await fetch(baseUrl + url);
    const body = await response.text();
    return { statusCode: response.status, json: () => JSON.parse(body) };
  },
} as unknown as FastifyInstance;

/** A POST whose body arrives in two halves: in flight from the first bytes until `finish` sends the rest. */
function slowPost(url: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 10));
  return { answer, finish: () => request.end(body.subarray(10)) };
}

it('drains, finishes the request in flight, then closes and exits 0', async () => {
  const payload = await orderPayload(overHttp, [{ productId: 1 }], { paymentMethod: 'paystack' });
  const inFlight = slowPost('/api/v1/web/place_order', payload);
  // The request has reached the server (its headers are read) before the signal.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');

  // Draining: not ready, still live, still serving, and asking clients to reconnect elsewhere.
  const readyz = await waitUntil(async () => {
    const response = await fetch(`${baseUrl}/readyz`);
    return response.status === 503 ? response : null;
  }, DRAIN_MS);
  expect((await readyz.json()).checks.draining).toMatchObject({ ok: false, error: 'shutting down' });
  const served = await fetch(`${baseUrl}/api/v1/web/products/1`);
  expect(served.status).toBe(200);
  expect(served.headers.get('connection')).toBe('close');
  expect((await fetch(`${baseUrl}/livez`)).status).toBe(200);

  // The drain over, the server takes no new connection…
  await waitUntil(
    () =>
      fetch(`${baseUrl}/livez`).then(
        () => null,
        () => true,
      ),
    DRAIN_MS + 10_000,
  );
  expect(child.exitCode).toBeNull();
  // …but the request in flight since before the signal is answered in full, and only then does the process exit.
  inFlight.finish();
  const placed = await inFlight.answer;
  expect(placed.status).toBe(201);
  expect(JSON.parse(placed.body).order_id).toEqual(expect.any(String));
  expect(await exited).toBe(0);
  expect(output.join('')).toContain('SIGTERM: draining, then closing the server and the database');
});
