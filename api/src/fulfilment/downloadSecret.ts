// The HMAC key that signs download tokens: DOWNLOAD_SECRET when set, else a key generated once and kept in the
// database, so every instance on it signs and accepts the same links without anyone configuring anything.
// Read from the environment here rather than passed in because listDeliveries (called by the mail worker too) has
// no other way to receive it.
import type { Queryable } from '../db/types';
import { namedServerSecret } from '../security/serverSecrets';

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
  return namedServerSecret(db, SECRET_NAME, env.DOWNLOAD_SECRET && checkedDownloadSecret(env.DOWNLOAD_SECRET));
}
