// Which remotes failed to load, logged once per remote until they recover. A load the shopper cut off by leaving the
// page is no failure (see @storefront/shared/page-leaving).
import { isLeavingPage } from '@storefront/shared/page-leaving';
import { remoteErred } from '../health/pageHealth';

const failed = new Set<string>();

export function remoteNameOf(name: string | undefined, id: string): string {
  return name || id.split('/')[0] || id;
}

export function reportRemoteFailure(remote: string, stage: string, error: unknown): void {
  // Counted against the remote's release (every failure; the log says it once).
  remoteErred(remote, stage === 'render' ? 'render' : 'load', error);
  if (failed.has(remote) || isLeavingPage()) return;
  failed.add(remote);
  console.error(`[shell] remote "${remote}" is unavailable (${stage}: ${error}); its screens show a fallback.`, error);
}

export function reportRemoteRecovered(remote: string): void {
  failed.delete(remote);
}

export function isRemoteFailed(remote: string): boolean {
  return failed.has(remote);
}
