// A real server process stopped with SIGTERM, as a process manager or an orchestrator stops it during a rolling
// deploy: it keeps answering while /readyz says "not ready" (the drain), takes no new connection once closed, finishes
// a request that was in flight since before the signal, and only then exits 0 by itself.
import './support/nativeEsmPackages';
import http from 'node:http';
import { orderPayload } from './support/orderPayload';
import { overHttp } from './support/overHttp';
import { type ServerProcess, startServerProcess, waitFor } from './support/serverProcess';

const DRAIN_MS = 3000;
jest.setTimeout(120_000);

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
});
afterAll(() => server?.dispose());

/** A POST whose body arrives in two halves: in flight from the first bytes until `finish` sends the rest. */
function slowPost(url: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request(`${server.baseUrl}${url}`, {
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
  const { baseUrl } = server;
  const payload = await orderPayload(overHttp(baseUrl), [{ productId: 1 }], { paymentMethod: 'paystack' });
  const inFlight = slowPost('/api/v1/web/place_order', payload);
  // The request has reached the server (its headers are read) before the signal.
  await new Promise((resolve) => setTimeout(resolve, 200));
  server.child.kill('SIGTERM');

  // Draining: not ready, still live, still serving, and asking clients to reconnect elsewhere.
  const readyz = await waitFor(
    server,
    async () => {
      const response = await fetch(`${baseUrl}/readyz`);
      return response.status === 503 ? response : null;
    },
    DRAIN_MS,
  );
  expect((await readyz.json()).checks.draining).toMatchObject({ ok: false, error: 'shutting down' });
  const served = await fetch(`${baseUrl}/api/v1/web/products/1`);
  expect(served.status).toBe(200);
  expect(served.headers.get('connection')).toBe('close');
  expect((await fetch(`${baseUrl}/livez`)).status).toBe(200);

  // The drain over, the server takes no new connection…
  await waitFor(
    server,
    () =>
      fetch(`${baseUrl}/livez`).then(
        () => null,
        () => true,
      ),
    DRAIN_MS + 10_000,
  );
  expect(server.child.exitCode).toBeNull();
  // …but the request in flight since before the signal is answered in full, and only then does the process exit.
  inFlight.finish();
  const placed = await inFlight.answer;
  expect(placed.status).toBe(201);
  expect(JSON.parse(placed.body).order_id).toEqual(expect.any(String));
  expect(await server.exited).toBe(0);
  expect(server.output.join('')).toContain('SIGTERM: draining, then closing the server and the database');
});
