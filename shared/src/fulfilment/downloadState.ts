// What a delivery's download link can do right now, and the words the downloads section uses for it.
import type { Delivery, DownloadLinkState } from '../schemas/delivery';
import { dateTimeFormat } from '../money/intlFormats';

/** The API's own reasons (`GET /downloads/{token}` → 410), so the page and the link agree. */
export const DOWNLOAD_MESSAGES = {
  expired: 'This download link has expired.',
  exhausted: 'This download link has been used the maximum number of times.',
  revoked: 'This purchase was refunded, so its downloads are no longer available.',
} as const;

/**
 * The server's state, corrected for what happened since the answer arrived: a page left open past the link's expiry,
 * or a link with no downloads left, no longer offers a Download that would only answer 410.
 */
export function downloadState(delivery: Delivery, now: Date = new Date()): DownloadLinkState {
  const { download } = delivery;
  if (delivery.status === 'revoked' || download.state === 'revoked') return 'revoked';
  if (download.state !== 'active') return download.state;
  if (download.downloads_left <= 0) return 'exhausted';
  const expiresAt = Date.parse(download.expires_at);
  if (!Number.isNaN(expiresAt) && expiresAt <= now.getTime()) return 'expired';
  return 'active';
}

export function downloadsLeftText(count: number): string {
  return count === 1 ? '1 download left' : `${count} downloads left`;
}

const EXPIRY = { dateStyle: 'long', timeStyle: 'short' } as const;

export function formatExpiry(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat('en-US', EXPIRY).format(date);
}

const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;

/** A file size in binary units, one decimal from KB up ("4.2 MB"); empty for a size the API did not give. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${SIZE_UNITS[unit]}`;
}
