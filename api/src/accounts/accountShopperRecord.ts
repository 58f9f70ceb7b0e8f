// Signing in takes the browser to the account's shopping record (decision 0070): an account without one adopts the
// browser's; an account with one takes the browser's lines and lists into it (shared mergedRecords: no line lost,
// caps kept) and the browser's cookie then names the account's record. So every browser signed in to the account
// reads and saves the same record, and sees another's changes on its next page load. Signing out leaves the record
// with the account and the browser without one.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emptyShopperRecord, mergedRecords, type ShopperRecord } from '@storefront/shared/shopper';
import { type CustomerRow, customers } from './accountTables';

export async function takeOverShopperRecord(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, customer: CustomerRow): Promise<ShopperRecord> {
  const shoppers = app.shoppers;
  const browserId = shoppers.recordId(request);
  return app.db.transaction(async (tx) => {
    // The account's record id, claimed for the browser's (or a new) record when it has none yet; one conditional
    // update, so two browsers signing in at once end on one record.
    let accountId = customer.shopperRecordId;
    if (accountId === null) {
      const candidate = browserId ?? shoppers.newId();
      const [claimed] = await tx
        .update(customers)
        .set({ shopperRecordId: candidate })
        .where(and(eq(customers.id, customer.id), isNull(customers.shopperRecordId)))
        .returning({ id: customers.shopperRecordId });
      if (claimed) {
        const record = (browserId ? await shoppers.readById(tx, browserId) : null) ?? emptyShopperRecord();
        await shoppers.writeById(tx, candidate, record);
        if (!browserId) shoppers.pointBrowserAt(reply, candidate);
        return record;
      }
      const [row] = await tx.select({ id: customers.shopperRecordId }).from(customers).where(eq(customers.id, customer.id));
      accountId = row?.id ?? null;
      if (accountId === null) throw new Error(`customer ${customer.id} has no shopping record after claiming one`);
    }
    const accountRecord = (await shoppers.readById(tx, accountId)) ?? emptyShopperRecord();
    const browserRecord = browserId && browserId !== accountId ? await shoppers.readById(tx, browserId) : null;
    const record = browserRecord ? mergedRecords(accountRecord, browserRecord) : accountRecord;
    await shoppers.writeById(tx, accountId, record);
    if (browserId !== accountId) shoppers.pointBrowserAt(reply, accountId);
    return record;
  });
}
