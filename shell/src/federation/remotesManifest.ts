// Fetches /remotes.json, whose shape and validation are the remote contract's (@storefront/shared/contracts).
import { parseRemotesManifest, REMOTES_MANIFEST_PATH, type RemotesManifest } from '@storefront/shared/contracts';

/**
 * The server preloads this URL in every page it serves (the API's startupFetches.ts): the request is under way while
 * the HTML is parsed, and this fetch, of the same URL in the same mode, takes its answer over.
 */
export async function fetchRemotesManifest(url = REMOTES_MANIFEST_PATH): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status} ${response.statusText}`);
  return parseRemotesManifest(await response.json());
}
