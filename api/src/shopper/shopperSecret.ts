// The HMAC key that signs shopper cookies: SHOPPER_SECRET when set, else a key generated once and kept in the
// database, so every instance on it accepts the same cookies without anyone configuring anything.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema';
import type { Queryable } from '../db/types';

const SECRET_NAME = 'shopper-cookies';
export const MIN_SHOPPER_SECRET_LENGTH = 32;

export async function shopperSecret(db: Queryable, env: Record<string, string | undefined> = process.env): Promise<Buffer> {
  const configured = env.SHOPPER_SECRET;
  if (configured) {
    if (configured.length < MIN_SHOPPER_SECRET_LENGTH) throw new Error(`SHOPPER_SECRET must be at least ${MIN_SHOPPER_SECRET_LENGTH} characters`);
    return Buffer.from(configured, 'utf8');
  }
  const stored = await readSecret(db);
  if (stored) return stored;
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return (await readSecret(db))!;
}

async function readSecret(db: Queryable): Promise<Buffer | null> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return row ? Buffer.from(row.value, 'base64url') : null;
}
