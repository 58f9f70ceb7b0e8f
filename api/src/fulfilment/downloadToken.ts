// Download tokens: `<linkId>.<HMAC-SHA256(secret, linkId) in base64url>`. The server stores only the token's
// SHA-256, yet can show a shopper their current link again by signing the link id anew. A token is accepted only
// when its signature verifies (constant-time) and its hash is the one stored for that link.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const LINK_ID = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** 128 random bits. */
export function newLinkId(): string {
  return randomBytes(16).toString('base64url');
}

export function signedToken(secret: Buffer, linkId: string): string {
  return `${linkId}.${signatureOf(secret, linkId).toString('base64url')}`;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link id a token names if its signature is right; null for anything else, whatever its shape. */
export function verifiedLinkId(secret: Buffer, token: string): string | null {
  const [linkId, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !LINK_ID.test(linkId) || !signature || !SIGNATURE.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, linkId);
  // base64url of 32 bytes has 43 characters whose last one carries 2 spare bits: a token that differs only there
  // decodes to the same bytes, so it is compared as text too.
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString('base64url') !== signature) return null;
  return linkId;
}

function signatureOf(secret: Buffer, linkId: string): Buffer {
  return createHmac('sha256', secret).update(linkId).digest();
}
