// The HMAC key that signs download tokens: DOWNLOAD_SECRET when set, else a key generated once and kept in the
// database, so every instance on it signs and accepts the same links without anyone configuring anything.
// Read from the environment here rather than passed in because listDeliveries (called by the mail worker too) has
// no other way to receive it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema';
import type { Queryable } from '../db/types';

const SECRET_NAME = 'download-links';
/** Shorter keys would make the signature weaker than the 128-bit link id it protects. */
export const MIN_DOWNLOAD_SECRET_LENGTH = 32;

export function checkedDownloadSecret(value: string): string {
  if (value.length < MIN_DOWNLOAD_SECRET_LENGTH) {
    throw new Error(`DOWNLOAD_SECRET must be at least ${MIN_DOWNLOAD_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`);
  }
  return value;
}

export async function downloadSecret(db: Queryable, env: Record<string, string | undefined> = process.env): Promise<Buffer> {
  const configured = env.DOWNLOAD_SECRET;
  if (configured) return Buffer.from(checkedDownloadSecret(configured), 'utf8');
  const stored = await readSecret(db);
  if (stored) return stored;
  // Two instances starting together may both get here; the first insert wins and both read the winner.
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
