// The cookie that names a browser's shopping record: `shopper=<id>.<signature>`, the id random and the signature an
// HMAC of it, so a record can be neither guessed nor forged. HttpOnly (no script reads it: the store gets the record
// from the page and the API), SameSite=Lax (sent on top-level navigations and forms from this site, not on another
// site's POST), Secure in production.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SHOPPER_COOKIE = 'shopper';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{22}$/;

export const newShopperId = (): string => randomBytes(16).toString('base64url');

const signatureOf = (id: string, secret: Buffer) => createHmac('sha256', secret).update(id).digest('base64url');

export function signedShopperId(id: string, secret: Buffer): string {
  return `${id}.${signatureOf(id, secret)}`;
}

/** The record id a `Cookie` header names, when its signature is this server's; null otherwise. */
export function shopperIdFromCookies(header: string | undefined, secret: Buffer): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SHOPPER_COOKIE) continue;
    const [id, signature, ...rest] = pair
      .slice(at + 1)
      .trim()
      .split('.');
    if (rest.length > 0 || !id || !signature || !ID.test(id)) return null;
    const expected = Buffer.from(signatureOf(id, secret));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
  return null;
}

export function shopperCookie(signedId: string, secure: boolean): string {
  return `${SHOPPER_COOKIE}=${signedId}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedShopperCookie(secure: boolean): string {
  return `${SHOPPER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
