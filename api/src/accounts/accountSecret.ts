// The HMAC key that signs the links e-mailed to accounts: generated once and kept in the database, so every instance
// on it accepts the same links.
import type { Queryable } from '../db/types';
import { namedServerSecret } from '../security/serverSecrets';

export const accountLinkSecret = (db: Queryable): Promise<Buffer> => namedServerSecret(db, 'account-links');
