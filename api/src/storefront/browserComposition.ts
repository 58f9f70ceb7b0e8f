// Which release of each remote a browser gets while a canary runs: a random id per browser, in a signed cookie
// (HttpOnly, SameSite=Lax), gives it a bucket 0–99 per remote — a hash of the id and the remote's name, so two teams'
// canaries fall on independent shares of browsers, and every instance (sharing the key through the database) computes
// the same. The page and /remotes.json read the same cookie, so the server render, the page cache, the preloads and
// the federation runtime all use one composition. A cookie whose signature does not match is replaced, never trusted:
// a shopper cannot pick the canary.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { namedServerSecret } from '../security/serverSecrets';

export const COMPOSITION_COOKIE = 'sf_composition';
const ONE_YEAR_S = 365 * 24 * 3600;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A remote's bucket, 0–99, for this browser. */
export type BucketOf = (remote: string) => number;

const signatureOf = (id: string, key: Buffer) => createHmac('sha256', key).update(id).digest('base64url').slice(0, 22);

export function signedBrowserId(id: string, key: Buffer): string {
  return `${id}.${signatureOf(id, key)}`;
}

/** The browser id the cookie value carries, or null when it is not one this store signed. */
export function verifiedBrowserId(value: string | undefined, key: Buffer): string | null {
  const [id, signature, ...extra] = (value ?? '').split('.');
  if (extra.length > 0 || !id || !signature || !ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(signatureOf(id, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export function bucketOf(browserId: string, remote: string): number {
  return createHash('sha256').update(`${browserId}:${remote}`).digest().readUInt32BE(0) % 100;
}

function cookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COMPOSITION_COOKIE) return value.join('=');
  }
  return undefined;
}

export interface BrowserCompositionOptions {
  db: () => Queryable;
  /** COMPOSITION_SECRET, when set: every instance must be given the same. */
  configuredSecret?: string;
  secureCookie: boolean;
}

/** Reads (or gives) the browser its composition id and answers its buckets; sets the cookie when it had none valid. */
export function createBrowserComposition({ db, configuredSecret, secureCookie }: BrowserCompositionOptions) {
  let key: Promise<Buffer> | null = null;
  const secret = () => (key ??= namedServerSecret(db(), 'composition', configuredSecret).catch((error: unknown) => ((key = null), Promise.reject(error))));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<BucketOf> => {
    const signingKey = await secret();
    let id = verifiedBrowserId(cookieValue(request.headers.cookie), signingKey);
    if (!id) {
      id = randomBytes(16).toString('base64url');
      const attributes = [`Max-Age=${ONE_YEAR_S}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secureCookie ? ['Secure'] : [])];
      reply.header('set-cookie', [`${COMPOSITION_COOKIE}=${signedBrowserId(id, signingKey)}; ${attributes.join('; ')}`]);
    }
    const browserId = id;
    return (remote) => bucketOf(browserId, remote);
  };
}

export type BrowserComposition = ReturnType<typeof createBrowserComposition>;
