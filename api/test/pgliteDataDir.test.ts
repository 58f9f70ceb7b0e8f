// PGlite on disk: data survives a restart, and a second process (here: a second app) cannot open a data
// directory that is in use.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { LOCK_FILE_NAME } from '../src/db/dataDirLock';
import { orderPayload } from './support/orderPayload';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pglite-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const appOn = (dir: string) => buildApp({ database: { kind: 'pglite', dataDir: dir }, publicBaseUrl: 'http://localhost:3000' });

it('keeps one process per data directory and keeps the data across restarts', async () => {
  const first = appOn(dataDir);
  await first.ready();
  const payload = await orderPayload(first, [{ productId: 1 }]);
  const { order_id: orderId } = (await first.inject({ method: 'POST', url: '/api/v1/web/place_order', payload })).json();

  const second = appOn(dataDir);
  await expect(second.ready()).rejects.toThrow(/data directory .* is in use by another process \(pid \d+\)/);
  await second.close();

  await first.close();
  expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

  const restarted = appOn(dataDir);
  await restarted.ready();
  expect((await restarted.inject(`/api/v1/web/orders/${orderId}`)).statusCode).toBe(200);
  expect((await restarted.inject('/api/v1/web/products')).headers['x-total-count']).toBe('364');
  await restarted.close();
}, 60_000);
