// What the development mailbox page reads: the newest kept messages, and one of them by its number.
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/types';
import { type DevMailboxRow, devMailbox } from './mailTables';

export const newestDevMessages = (db: Queryable, limit: number): Promise<DevMailboxRow[]> =>
  db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(limit);

export async function findDevMessage(db: Queryable, id: number): Promise<DevMailboxRow | null> {
  const [message] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return message ?? null;
}
