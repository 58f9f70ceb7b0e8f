// Keys the store signs with: the configured value when set (all instances must be given the same), else one
// generated once and kept in the database under its name, so every instance on it shares it without configuration.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from './serverSecretsTable';
import type { Queryable } from '../db/types';

export async function namedServerSecret(db: Queryable, name: string, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const stored = await readSecret(db, name);
  if (stored) return stored;
  // Two instances starting together may both get here; the first insert wins and both read the winner.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return (await readSecret(db, name))!;
}

async function readSecret(db: Queryable, name: string): Promise<Buffer | null> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row ? Buffer.from(row.value, 'base64url') : null;
}
