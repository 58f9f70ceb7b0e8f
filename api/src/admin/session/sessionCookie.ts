// The session cookie (contract: constants.ts): HttpOnly, SameSite=Strict, sent only to /api/v1/admin; in production
// Secure and named with the `__Secure-` prefix, which browsers accept only from HTTPS with Secure set.
import { ADMIN_API_PREFIX, ADMIN_SESSION_COOKIE, ADMIN_SESSION_COOKIE_SECURE, SESSION_MAX_HOURS } from '@storefront/shared/schemas/admin';

export const sessionCookieName = (secure: boolean): string => (secure ? ADMIN_SESSION_COOKIE_SECURE : ADMIN_SESSION_COOKIE);

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

const attributes = (secure: boolean) => `Path=${ADMIN_API_PREFIX}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** Set-Cookie for a new session; the browser drops it when the session's absolute end comes. */
export const sessionCookie = (token: string, secure: boolean): string =>
  `${sessionCookieName(secure)}=${token}; ${attributes(secure)}; Max-Age=${SESSION_MAX_HOURS * 3600}`;

export const clearedSessionCookie = (secure: boolean): string => `${sessionCookieName(secure)}=; ${attributes(secure)}; Max-Age=0`;
