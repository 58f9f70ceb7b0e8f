// The browsers' shopping records (decision 0061), reachable as `app.shoppers`: the record a request's cookie names,
// and saving one (a browser without a record gets one, and its cookie, on its first save). Registered at the app's
// level: the page handler renders with the record, the API's routes read and change it.
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { shopperRecordFrom, type ShopperRecord } from '@storefront/shared/shopper';
import { shopperRecords } from '../db/schema';
import type { Database } from '../db/types';
import { newShopperId, shopperCookie, shopperIdFromCookies, signedShopperId } from './shopperCookie';
import { shopperSecret } from './shopperSecret';

export interface ShopperStore {
  /** The record the request's cookie names; null for a browser without one (or a cookie this server did not sign). */
  read(request: FastifyRequest): Promise<ShopperRecord | null>;
  /** Keeps `record` for the request's browser, giving it a record and its cookie if it had none. */
  save(request: FastifyRequest, reply: FastifyReply, record: ShopperRecord): Promise<ShopperRecord>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shoppers: ShopperStore;
  }
}

export function createShopperStore(db: Database, secret: Buffer, secureCookie: boolean): ShopperStore {
  return {
    async read(request) {
      const id = shopperIdFromCookies(request.headers.cookie, secret);
      if (!id) return null;
      const rows = await db
        .select({ record: shopperRecords.record })
        .from(shopperRecords)
        .where(sql`${shopperRecords.id} = ${id}`);
      return rows[0] ? shopperRecordFrom(rows[0].record) : null;
    },
    async save(request, reply, record) {
      const kept = shopperRecordFrom(record);
      let id = shopperIdFromCookies(request.headers.cookie, secret);
      if (!id) {
        id = newShopperId();
        reply.header('set-cookie', shopperCookie(signedShopperId(id, secret), secureCookie));
      }
      await db
        .insert(shopperRecords)
        .values({ id, record: kept })
        .onConflictDoUpdate({ target: shopperRecords.id, set: { record: kept, updatedAt: sql`now()` } });
      return kept;
    },
  };
}

export default fp<{ secureCookie?: boolean }>(
  async (app, { secureCookie = false }) => {
    app.decorate('shoppers', createShopperStore(app.db, await shopperSecret(app.db), secureCookie));
  },
  { name: 'shoppers', dependencies: ['database'] },
);
