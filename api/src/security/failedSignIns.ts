// Counting wrong passwords per typed address and client, the one way the console's and the customers' sign-ins do it:
// counts older than a day (and not locking) are forgotten, the attempt that reaches the limit locks the pair until
// `lockEnd` and starts the count again for when the lock ends.
import { lt, sql } from 'drizzle-orm';
import type { customerSignInFailures } from '../accounts/accountTables';
import type { signInFailures } from '../admin/adminTables';
import type { Transaction } from '../db/types';

type FailuresTable = typeof signInFailures | typeof customerSignInFailures;

const FORGET_AFTER = sql`now() - interval '1 day'`;

export async function countFailedSignIn(
  tx: Transaction,
  table: FailuresTable,
  pair: { email: string; ip: string },
  limit: number,
  lockEnd: Date,
): Promise<{ failures: number; lockedNow: boolean }> {
  await tx.delete(table).where(sql`${lt(table.updatedAt, FORGET_AFTER)} AND (${table.lockedUntil} IS NULL OR ${table.lockedUntil} < now())`);
  const reachesLimit = sql`${table.failures} + 1 >= ${limit}`;
  const [counted] = (await tx
    .insert(table)
    .values({ email: pair.email, ip: pair.ip, failures: 1 })
    .onConflictDoUpdate({
      target: [table.email, table.ip],
      set: {
        failures: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${table.failures} + 1 END`,
        lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockEnd.toISOString()}::timestamptz ELSE ${table.lockedUntil} END`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failures: table.failures, lockedUntil: table.lockedUntil })) as { failures: number; lockedUntil: Date | null }[];
  return { failures: counted?.failures ?? 0, lockedNow: counted?.lockedUntil?.getTime() === lockEnd.getTime() };
}
