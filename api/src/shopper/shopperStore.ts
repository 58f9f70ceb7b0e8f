// The browsers' shopping records (decision 0061), reachable as `app.shoppers`: the record a request's cookie names,
// and saving one (a browser without a record gets one, and its cookie, on its first save). Registered at the app's
// level: the page handler renders with the record, the API's routes read and change it.
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { emptyShopperRecord, shopperRecordFrom, type ShopperRecord } from '@storefront/shared/shopper';
import { postedCheckoutFrom, type PostedCheckout } from '@storefront/shared/checkout';
import { shopperRecords } from './shopperTables';
import type { Database, Queryable } from '../db/types';
import { clearedShopperCookie, newShopperId, shopperCookie, shopperIdFromCookies, signedShopperId } from './shopperCookie';
import { shopperSecret } from './shopperSecret';
import { DEFAULT_SHOPPER_RETENTION, type ShopperRetention, forgetOldShopperRecordsHourly } from './forgetOldRecords';

export interface ShopperStore {
  /** The record the request's cookie names; null for a browser without one (or a cookie this server did not sign). */
  read(request: FastifyRequest): Promise<ShopperRecord | null>;
  /** Keeps `record` for the request's browser, giving it a record and its cookie if it had none. */
  save(request: FastifyRequest, reply: FastifyReply, record: ShopperRecord): Promise<ShopperRecord>;
  /** The record and the checkout form last posted without scripts (decision 0066), in one read. */
  readWithCheckout(request: FastifyRequest): Promise<{ record: ShopperRecord | null; checkout: PostedCheckout | null }>;
  /** Keeps the posted checkout for the request's browser (null forgets it), giving it a record and its cookie if it had none. */
  keepCheckout(request: FastifyRequest, reply: FastifyReply, checkout: PostedCheckout | null): Promise<void>;
  /** The record id the request's cookie names, when this server signed it. */
  recordId(request: FastifyRequest): string | null;
  /** The record kept under `id`, or null. */
  readById(db: Queryable, id: string): Promise<ShopperRecord | null>;
  /** Keeps `record` under `id`. */
  writeById(db: Queryable, id: string, record: ShopperRecord): Promise<ShopperRecord>;
  /** A new, empty record's id (not yet stored). */
  newId(): string;
  /** Makes the browser's cookie name record `id` (signing in to an account takes the browser to the account's record). */
  pointBrowserAt(reply: FastifyReply, id: string): void;
  /** The browser has no record any more (signing out): its next save starts a new one. */
  forgetBrowser(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shoppers: ShopperStore;
  }
}

export function createShopperStore(db: Database, secret: Buffer, secureCookie: boolean): ShopperStore {
  const idFor = (request: FastifyRequest, reply: FastifyReply) => {
    const id = shopperIdFromCookies(request.headers.cookie, secret);
    if (id) return id;
    const fresh = newShopperId();
    reply.header('set-cookie', shopperCookie(signedShopperId(fresh, secret), secureCookie));
    return fresh;
  };
  const readWithCheckout: ShopperStore['readWithCheckout'] = async (request) => {
    const id = shopperIdFromCookies(request.headers.cookie, secret);
    if (!id) return { record: null, checkout: null };
    const rows = await db
      .select({ record: shopperRecords.record, checkout: shopperRecords.checkout })
      .from(shopperRecords)
      .where(sql`${shopperRecords.id} = ${id}`);
    if (!rows[0]) return { record: null, checkout: null };
    return { record: shopperRecordFrom(rows[0].record), checkout: postedCheckoutFrom(rows[0].checkout) };
  };
  const readById = async (from: Queryable, id: string) => {
    const rows = await from
      .select({ record: shopperRecords.record })
      .from(shopperRecords)
      .where(sql`${shopperRecords.id} = ${id}`);
    return rows[0] ? shopperRecordFrom(rows[0].record) : null;
  };
  const writeById = async (to: Queryable, id: string, record: ShopperRecord) => {
    const kept = shopperRecordFrom(record);
    await to
      .insert(shopperRecords)
      .values({ id, record: kept })
      .onConflictDoUpdate({ target: shopperRecords.id, set: { record: kept, updatedAt: sql`now()` } });
    return kept;
  };
  return {
    readWithCheckout,
    recordId: (request) => shopperIdFromCookies(request.headers.cookie, secret),
    readById,
    writeById,
    newId: newShopperId,
    pointBrowserAt: (reply, id) => {
      reply.header('set-cookie', shopperCookie(signedShopperId(id, secret), secureCookie));
    },
    forgetBrowser: (reply) => {
      reply.header('set-cookie', clearedShopperCookie(secureCookie));
    },
    async read(request) {
      return (await readWithCheckout(request)).record;
    },
    async keepCheckout(request, reply, checkout) {
      const id = idFor(request, reply);
      const kept = checkout && postedCheckoutFrom(checkout);
      await db
        .insert(shopperRecords)
        .values({ id, record: emptyShopperRecord(), checkout: kept })
        .onConflictDoUpdate({ target: shopperRecords.id, set: { checkout: kept, updatedAt: sql`now()` } });
    },
    async save(request, reply, record) {
      return writeById(db, idFor(request, reply), record);
    },
  };
}

export default fp<{ secureCookie?: boolean; retention?: ShopperRetention }>(
  async (app, { secureCookie = false, retention = DEFAULT_SHOPPER_RETENTION }) => {
    app.decorate('shoppers', createShopperStore(app.db, await shopperSecret(app.db), secureCookie));
    forgetOldShopperRecordsHourly(app, retention);
  },
  { name: 'shoppers', dependencies: ['database'] },
);
