// Deliverables made at start: in the background, so the store serves at once, one ZIP per Digital
// Audio product in the configured file store, recorded with its size and SHA-256; closing the app mid-way stops
// the work cleanly.
import './support/nativeEsmPackages';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deliverables } from '../src/db/schema';
import { folderFileStore } from '../src/files/folderFileStore';
import { captureLog } from './support/logCapture';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const DIGITAL_PRODUCTS = 24;
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function tempStore() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deliverables-'));
  roots.push(root);
  return { root, files: folderFileStore(root) };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test(
  'are made in the background after start, one recorded ZIP per digital product',
  async () => {
    const { root, files } = tempStore();
    let testApp: TestApp | null = null;
    try {
      testApp = await startTestApp({ fulfilment: { files, prepareDeliverables: true } });
      const atStart = await testApp.app.db.select().from(deliverables);
      expect(atStart.length).toBeLessThan(DIGITAL_PRODUCTS);

      const rows = await until(
        () => testApp!.app.db.select().from(deliverables),
        (found) => found.length === DIGITAL_PRODUCTS,
        90_000,
      );
      expect(rows.map((row) => row.productId).sort((a, b) => a - b)).toEqual(Array.from({ length: DIGITAL_PRODUCTS }, (_, i) => 341 + i));
      for (const row of rows) {
        const bytes = fs.readFileSync(path.join(root, row.fileKey));
        expect(bytes.length).toBe(row.sizeBytes);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
        expect(row.contentType).toBe('application/zip');
      }
    } finally {
      await testApp?.close();
    }
  },
  APP_START_TIMEOUT_MS + 90_000,
);

test(
  'closing the app while one is being stored waits for it, then makes no more',
  async () => {
    const { files } = tempStore();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const puts: string[] = [];
    const gatedFiles = {
      ...files,
      async put(key: string, bytes: Uint8Array, contentType: string) {
        puts.push(key);
        await gate;
        await files.put(key, bytes, contentType);
      },
    };
    const log = captureLog();
    const testApp = await startTestApp({ fulfilment: { files: gatedFiles, prepareDeliverables: true }, logger: { level: 'error', stream: log.stream } });
    await until(
      async () => puts.length,
      (count) => count === 1,
      30_000,
    );

    let closed = false;
    const closing = testApp.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(puts).toHaveLength(1);
    expect(log.raw).toEqual([]);
  },
  APP_START_TIMEOUT_MS,
);
