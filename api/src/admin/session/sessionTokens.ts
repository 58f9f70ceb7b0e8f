// The session cookie's token (256 random bits; only its SHA-256 is stored) and the CSRF token that state-changing
// calls send back in a header.
import { createHash, randomBytes } from 'node:crypto';

export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const newCsrfToken = (): string => randomBytes(32).toString('base64url');

export const sessionTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A cookie value that could be one of our tokens: anything else is not looked up. */
export const isSessionTokenShape = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
