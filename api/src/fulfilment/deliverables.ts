// Keeps every Digital Audio product's deliverable in the file store and recorded in `deliverables`: the first ones'
// are made in the background after start-up, and any one a download finds missing (any other product, a new one, a
// file removed from the store) is made on the spot.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DeliverableRow, deliverables } from './fulfilmentTables';
import { digitalProductIds, productTitle } from '../catalog/digitalProducts';
import type { Database, Queryable } from '../db/types';
import type { FileStore } from '../files/fileStore';
import { renderDeliverable } from './deliverableFile';

/**
 * Digital products whose deliverables are made at start: the lowest ids, which cover the seed's 24 packs. A generated
 * catalogue of 100,000 products (`npm run catalog:generate`) has about 3,000; at some 2 MB each, making them all would
 * fill the file store with 6 GB nobody may download, so every other one is made by `ensure` when first downloaded.
 */
export const PREPARED_DELIVERABLES = 100;

export interface Deliverables {
  /** The product's deliverable, made and stored first if the record or its file is missing. */
  ensure(productId: number): Promise<DeliverableRow>;
  /** Makes the missing deliverables of the first PREPARED_DELIVERABLES digital products, one at a time, until done or `stopped()`; returns how many. */
  prepareAll(stopped: () => boolean): Promise<number>;
}

export function createDeliverables(db: Database, files: FileStore, log: FastifyBaseLogger): Deliverables {
  // One rendering per product at a time in this process, however many downloads ask for it together.
  const making = new Map<number, Promise<DeliverableRow>>();

  async function stored(productId: number): Promise<DeliverableRow | null> {
    const [row] = await db.select().from(deliverables).where(eq(deliverables.productId, productId));
    if (!row) return null;
    return (await files.size(row.fileKey)) === row.sizeBytes ? row : null;
  }

  async function make(productId: number): Promise<DeliverableRow> {
    const product = await productTitle(db, productId);
    if (!product) throw new Error(`No product ${productId} to make a deliverable for`);
    const file = renderDeliverable(product);
    await files.put(file.key, file.bytes, file.contentType);
    const values = { fileKey: file.key, filename: file.filename, contentType: file.contentType, sizeBytes: file.bytes.length, sha256: file.sha256 };
    const [row] = await db
      .insert(deliverables)
      .values({ productId, ...values })
      .onConflictDoUpdate({ target: deliverables.productId, set: { ...values, createdAt: sql`now()` } })
      .returning();
    log.info({ productId, fileKey: file.key, sizeBytes: file.bytes.length }, 'deliverable stored');
    return row;
  }

  async function ensure(productId: number): Promise<DeliverableRow> {
    const existing = await stored(productId);
    if (existing) return existing;
    let pending = making.get(productId);
    if (!pending) {
      pending = make(productId).finally(() => making.delete(productId));
      making.set(productId, pending);
    }
    return pending;
  }

  return {
    ensure,
    async prepareAll(stopped) {
      let made = 0;
      for (const productId of await digitalProductIds(db, PREPARED_DELIVERABLES)) {
        if (stopped()) break;
        if (await stored(productId)) continue;
        await ensure(productId);
        made += 1;
        // Rendering is synchronous work: give requests a turn between products.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return made;
    },
  };
}

const renderedSizes = new Map<string, number>();

/**
 * The deliverable's size for showing a buyer: the stored record's, or — before it is made — the size it will have,
 * which the deterministic rendering knows. (listDeliveries has no file store to make it with.)
 */
export async function deliverableSize(db: Queryable, product: { id: number; title: string }): Promise<number> {
  const [row] = await db.select({ sizeBytes: deliverables.sizeBytes }).from(deliverables).where(eq(deliverables.productId, product.id));
  if (row) return row.sizeBytes;
  const cacheKey = `${product.id}:${product.title}`;
  let size = renderedSizes.get(cacheKey);
  if (size === undefined) {
    size = renderDeliverable(product).bytes.length;
    renderedSizes.set(cacheKey, size);
  }
  return size;
}
