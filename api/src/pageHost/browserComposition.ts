// Which release of each remote a browser gets while a canary runs: a random id per browser, in a signed cookie
// (HttpOnly, SameSite=Lax), gives it a bucket 0–99 per remote — a hash of the id and the remote's name, so two teams'
// canaries fall on independent shares of browsers, and every instance (sharing the key through the database) computes
// the same. The page and /remotes.json read the same cookie, so the server render, the page cache, the preloads and
// the federation runtime all use one composition. A cookie whose signature does not match is replaced, never trusted:
// a shopper cannot pick the canary. A preview link (previewRoutes.ts) adds pins to the cookie — a remote's release
// until a time — signed with the id, so only the store can write one; an expired pin is dropped.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { isReleaseId } from '../releases/livePointer';
import type { BucketOf } from '../releases/liveRemotes';
import { REMOTE_NAME } from '../releases/releaseStore';
import { namedServerSecret } from '../security/serverSecrets';

export const COMPOSITION_COOKIE = 'sf_composition';
const ONE_YEAR_S = 365 * 24 * 3600;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export type { BucketOf };

/** A release a preview link pinned for this browser, until `expires` (seconds since 1970). */
export interface CompositionPin {
  remote: string;
  release: string;
  expires: number;
}

/** At most this many remotes pinned at once: the cookie stays small. */
const MAX_PINS = 8;

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

/** The cookie value for a browser id with pins: `<id>.<pins, base64url JSON>.<signature of both>`; without pins, signedBrowserId's. */
export function signedComposition(id: string, pins: readonly CompositionPin[], key: Buffer): string {
  if (!pins.length) return signedBrowserId(id, key);
  const body = `${id}.${Buffer.from(JSON.stringify(pins.map((pin) => [pin.remote, pin.release, pin.expires]))).toString('base64url')}`;
  return `${body}.${signatureOf(body, key)}`;
}

/**
 * The browser id and the pins still in force (at `nowS`) the cookie value carries, or null when it is not one this
 * store signed. `expired` says a pin was dropped, so the cookie should be written again without it.
 */
export function verifiedComposition(value: string | undefined, key: Buffer, nowS: number): { id: string; pins: CompositionPin[]; expired: boolean } | null {
  const parts = (value ?? '').split('.');
  if (parts.length === 2) {
    const id = verifiedBrowserId(value, key);
    return id ? { id, pins: [], expired: false } : null;
  }
  const [id, encoded, signature] = parts;
  if (parts.length !== 3 || !ID_PATTERN.test(id) || !encoded || !signature) return null;
  const expected = Buffer.from(signatureOf(`${id}.${encoded}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const pins = parsePins(encoded);
  if (!pins) return null;
  const current = pins.filter((pin) => pin.expires > nowS);
  return { id, pins: current, expired: current.length < pins.length };
}

function parsePins(encoded: string): CompositionPin[] | null {
  try {
    const raw: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (!Array.isArray(raw) || raw.length > MAX_PINS) return null;
    const pins = raw.map(([remote, release, expires]: unknown[]) => ({ remote, release, expires }));
    return pins.every((pin) => typeof pin.remote === 'string' && REMOTE_NAME.test(pin.remote) && isReleaseId(pin.release) && Number.isSafeInteger(pin.expires))
      ? (pins as CompositionPin[])
      : null;
  } catch {
    return null;
  }
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
  /** The clock pins expire by (ms); tests bring their own. */
  now?: () => number;
}

/**
 * Reads (or gives) the browser its composition id and answers its buckets and pins; sets the cookie when it had none
 * valid, or when a pin in it expired. `pin` and `leavePreview` rewrite the cookie for a preview link and its exit.
 */
export function createBrowserComposition({ db, configuredSecret, secureCookie, now = () => Date.now() }: BrowserCompositionOptions) {
  let key: Promise<Buffer> | null = null;
  const secret = () => (key ??= namedServerSecret(db(), 'composition', configuredSecret).catch((error: unknown) => ((key = null), Promise.reject(error))));
  const setCookie = (reply: FastifyReply, value: string) => {
    const attributes = [`Max-Age=${ONE_YEAR_S}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secureCookie ? ['Secure'] : [])];
    reply.header('set-cookie', [`${COMPOSITION_COOKIE}=${value}; ${attributes.join('; ')}`]);
  };
  /** The browser's id and pins; a browser without a valid cookie gets a new id (the cookie is set by the caller). */
  const current = async (request: FastifyRequest) => {
    const signingKey = await secret();
    const found = verifiedComposition(cookieValue(request.headers.cookie), signingKey, Math.floor(now() / 1000));
    return { signingKey, found, id: found?.id ?? randomBytes(16).toString('base64url'), pins: found?.pins ?? [] };
  };
  const bucketsOf = (id: string, pins: readonly CompositionPin[]): BucketOf =>
    Object.assign((remote: string) => bucketOf(id, remote), { pinned: new Map(pins.map((pin) => [pin.remote, pin.release])) });

  const composition = async (request: FastifyRequest, reply: FastifyReply): Promise<BucketOf> => {
    const { signingKey, found, id, pins } = await current(request);
    if (!found || found.expired) setCookie(reply, signedComposition(id, pins, signingKey));
    return bucketsOf(id, pins);
  };
  return Object.assign(composition, {
    /** The composition with `pin` in force (replacing any pin of its remote), written to the cookie. */
    async pin(request: FastifyRequest, reply: FastifyReply, pin: CompositionPin): Promise<BucketOf> {
      const { signingKey, id, pins } = await current(request);
      const next = [...pins.filter((other) => other.remote !== pin.remote), pin].slice(-MAX_PINS);
      setCookie(reply, signedComposition(id, next, signingKey));
      return bucketsOf(id, next);
    },
    /** Every pin dropped; the browser keeps its id, and so its canary buckets. */
    async leavePreview(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const { signingKey, id } = await current(request);
      setCookie(reply, signedBrowserId(id, signingKey));
    },
    /** The signing key, which also signs preview links (previewLink.ts). */
    signingKey: secret,
  });
}

export type BrowserComposition = ReturnType<typeof createBrowserComposition>;
