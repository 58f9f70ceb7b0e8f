// The links e-mailed to an account (confirming its address, choosing a new password): `<id>.<signature>`, the id a
// customer_tokens row's and the signature an HMAC of purpose and id under a key kept in the database. Only the id is
// stored, so a copy of the tables makes no working link without the key; the row makes each link single-use and
// expiring.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CustomerTokenPurpose } from './accountTables';

const ID = /^[A-Za-z0-9_-]{22}$/;

export const newTokenId = (): string => randomBytes(16).toString('base64url');

const signatureOf = (purpose: CustomerTokenPurpose, id: string, secret: Buffer) => createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

export const signedLinkToken = (purpose: CustomerTokenPurpose, id: string, secret: Buffer): string => `${id}.${signatureOf(purpose, id, secret)}`;

/** The token row id a link's token names, when its signature is ours for that purpose; null otherwise. */
export function tokenIdFrom(token: string, purpose: CustomerTokenPurpose, secret: Buffer): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !signature || !ID.test(id)) return null;
  const expected = Buffer.from(signatureOf(purpose, id, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Where each link leads: the page that takes the token from the query and posts it to the API. */
export function accountLinkUrl(purpose: CustomerTokenPurpose, token: string, publicBaseUrl: string): string {
  const url = new URL(purpose === 'verify-email' ? '/login' : '/forget-password', publicBaseUrl);
  url.searchParams.set(purpose === 'verify-email' ? 'verify' : 'reset', token);
  return url.toString();
}
