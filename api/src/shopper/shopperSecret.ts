// The HMAC key that signs shopper cookies: SHOPPER_SECRET when set, else a key generated once and kept in the
// database, so every instance on it accepts the same cookies without anyone configuring anything.
import type { Queryable } from '../db/types';
import { namedServerSecret } from '../security/serverSecrets';

const SECRET_NAME = 'shopper-cookies';
export const MIN_SHOPPER_SECRET_LENGTH = 32;

export async function shopperSecret(db: Queryable, env: Record<string, string | undefined> = process.env): Promise<Buffer> {
  const configured = env.SHOPPER_SECRET;
  if (configured && configured.length < MIN_SHOPPER_SECRET_LENGTH) throw new Error(`SHOPPER_SECRET must be at least ${MIN_SHOPPER_SECRET_LENGTH} characters`);
  return namedServerSecret(db, SECRET_NAME, configured);
}
