// Fulfilment: grants entitlements when an order is paid and revokes them when it is refunded (both inside the
// transaction that records the moment), keeps the deliverables in the file store, and decorates
// `app.fulfilment` for the download routes. Registered before mail, so entitlements exist when the receipt is
// queued.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FileStore } from '../files/fileStore';
import { folderFileStore } from '../files/folderFileStore';
import { type Deliverables, createDeliverables } from './deliverables';
import { DEFAULT_DOWNLOAD_TERMS, type DownloadTerms } from './downloadTerms';
import { grantEntitlements, revokeEntitlements } from './entitlements';

export interface FulfilmentOptions {
  /** Where deliverables are kept; without one, a temporary folder removed when the app closes. */
  files?: FileStore;
  downloads?: Partial<DownloadTerms>;
  /** Make every missing deliverable in the background once the app is ready (server.ts: on). */
  prepareDeliverables?: boolean;
}

export interface Fulfilment {
  files: FileStore;
  terms: DownloadTerms;
  deliverables: Deliverables;
}

declare module 'fastify' {
  interface FastifyInstance {
    fulfilment: Fulfilment;
  }
}

export default fp<FulfilmentOptions>(
  async (app, options) => {
    const terms = { ...DEFAULT_DOWNLOAD_TERMS, ...options.downloads };
    const temporaryRoot = options.files ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-files-'));
    const files = options.files ?? folderFileStore(temporaryRoot!);
    const deliverables = createDeliverables(app.db, files, app.log);
    app.decorate('fulfilment', { files, terms, deliverables });

    app.orderLifecycle.add({
      async paid(tx, orderId) {
        await grantEntitlements(tx, orderId, terms);
      },
      async refunded(tx, orderId) {
        await revokeEntitlements(tx, orderId);
      },
    });

    let stopping = false;
    let preparing: Promise<void> | null = null;
    if (options.prepareDeliverables) {
      app.addHook('onReady', async () => {
        // Not awaited: the store serves while the files are made.
        preparing = deliverables
          .prepareAll(() => stopping)
          .then(
            (made) => {
              if (made > 0) app.log.info({ made, store: files.location }, 'deliverables prepared');
            },
            (error: unknown) => app.log.error({ err: error }, 'preparing deliverables failed; each is made when first downloaded'),
          );
      });
    }
    app.addHook('preClose', async () => {
      stopping = true;
      await preparing;
    });
    app.addHook('onClose', async () => {
      if (temporaryRoot) fs.rmSync(temporaryRoot, { recursive: true, force: true });
    });
  },
  { name: 'fulfilment', dependencies: ['database', 'order-lifecycle'] },
);
