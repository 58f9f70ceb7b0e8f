// A preview link: `/preview?remote=cart&release=<id>&expires=<seconds since 1970>&sig=<HMAC>` shows its holder the
// store with that release of one remote until it expires. `npm run preview -w mf-<name>` makes it; the store checks
// it (previewRoutes.ts). Signed with the composition key (browserComposition.ts) over a message of its own, so a link's
// signature can never pass as a cookie's, nor a cookie's as a link's.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isReleaseId } from '../releases/livePointer';
import { REMOTE_NAME } from '../releases/releaseStore';

export const PREVIEW_PATH = '/preview';
export const LEAVE_PREVIEW_PATH = '/preview/leave';

export interface PreviewLink {
  remote: string;
  release: string;
  /** Seconds since 1970 after which the link, and the preview it started, no longer work. */
  expires: number;
}

export type PreviewLinkCheck = { ok: true; link: PreviewLink } | { ok: false; status: 400 | 403 | 410; message: string };

export function previewSignature({ remote, release, expires }: PreviewLink, key: Buffer): string {
  return createHmac('sha256', key).update(`storefront preview link\n${remote}\n${release}\n${expires}`).digest('base64url');
}

/** The link's full address on the store at `baseUrl` (its public origin), with its signature. */
export function previewUrl(baseUrl: string, link: PreviewLink, signature: string): string {
  const query = new URLSearchParams({ remote: link.remote, release: link.release, expires: String(link.expires), sig: signature });
  return `${baseUrl.replace(/\/+$/, '')}${PREVIEW_PATH}?${query}`;
}

/** A link's parts as the control socket or a command line gives them, checked; null when they are not one. */
export function previewLinkOf(value: { remote?: unknown; release?: unknown; expires?: unknown }): PreviewLink | null {
  const { remote, release, expires } = value;
  return typeof remote === 'string' && REMOTE_NAME.test(remote) && isReleaseId(release) && Number.isSafeInteger(expires) && (expires as number) > 0
    ? { remote, release, expires: expires as number }
    : null;
}

/** Whether the query of a request to PREVIEW_PATH is a link this store signed that has not expired at `nowS`. */
export function checkPreviewLink(query: Record<string, unknown>, key: Buffer, nowS: number): PreviewLinkCheck {
  const { remote, release, expires, sig } = query;
  const seconds = typeof expires === 'string' && /^[0-9]{1,12}$/.test(expires) ? Number(expires) : NaN;
  if (typeof remote !== 'string' || !REMOTE_NAME.test(remote) || !isReleaseId(release) || !Number.isSafeInteger(seconds) || typeof sig !== 'string') {
    return {
      ok: false,
      status: 400,
      message: 'This is not a whole preview link: it names a remote, a release, when it expires and its signature (remote, release, expires, sig).',
    };
  }
  const link = { remote, release, expires: seconds };
  const expected = Buffer.from(previewSignature(link, key));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, status: 403, message: 'This preview link was not made by this store, or was changed after it was made.' };
  }
  if (seconds <= nowS) {
    return {
      ok: false,
      status: 410,
      message: `This preview link expired at ${new Date(seconds * 1000).toISOString()}. Ask for a new one (npm run preview -w mf-${remote}).`,
    };
  }
  return { ok: true, link };
}
