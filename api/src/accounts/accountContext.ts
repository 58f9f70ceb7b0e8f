// What the account's routes and services are given: the clock (tests move it instead of waiting), the cookie's
// production form, the key that signs e-mailed links, the origins allowed to call, and how an e-mail is queued.
import type { Transaction } from '../db/types';
import type { AccountMailDetails, AccountMailKind } from '../mail/mailTables';

export interface AccountContext {
  now: () => Date;
  secureCookie: boolean;
  linkSecret: Buffer;
  /** The store's public origin and CORS_ORIGINS; a request's own origin is always allowed too. */
  allowedOrigins: string[];
  /** Queues an account e-mail carrying the link of token row `details.tokenId`. */
  queueMail: (tx: Transaction, customerId: string, kind: AccountMailKind, details: AccountMailDetails) => Promise<void>;
}

export interface ClientFacts {
  ip: string;
  userAgent: string;
}

export const normalizedEmail = (email: string): string => email.trim().toLowerCase();
