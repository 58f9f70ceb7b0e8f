// What a cached page is kept under (decision 0027): everything its bytes depend on, so that a change to any of them
// is a new key and nothing ever has to be flushed. The URL (its path and normalised query); the shopper's currency;
// whether the browser has a record (an empty one: a page with a shopper's own record is never kept, decision 0061); the remotes
// manifest the page is served with (a deploy or rollback changes a release in it); the files of the shell's and the
// owning remote's builds that render and compose it, by version (a build replaced in place); and the catalogue's
// version (an operator's edit, or a write from another instance once this one's snapshot has read it again).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ASSETS_FILE, PAGE_FRAME_FILE } from './shellPageAssets';
import { serverBundlePath } from './serverBundles';

export interface PageKeyParts {
  url: string;
  currency: string | undefined;
  /** `none`: the browser has no shopper record; `empty`: it has one holding nothing. */
  shopper?: 'none' | 'empty';
  remotesJson: unknown;
  shellDir: string;
  remoteDir: string;
  catalogVersion: number;
}

const fileVersion = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The URL as its page reads it: the query's parameters sorted by name (a name's values keep their order) and empty
 * ones dropped, so `/store?page=2&sort=x` and `/store?sort=x&page=2&color=` are one page; the screens read a
 * parameter by name and an empty one as absent.
 */
export function normalisedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = [...new URLSearchParams(url.slice(at + 1))].filter(([, value]) => value !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

export function pageCacheKey({ url, currency, shopper = 'none', remotesJson, shellDir, remoteDir, catalogVersion }: PageKeyParts): string {
  const builds = [
    serverBundlePath(shellDir),
    path.join(shellDir, PAGE_FRAME_FILE),
    path.join(shellDir, PAGE_ASSETS_FILE),
    serverBundlePath(remoteDir),
    path.join(remoteDir, 'mf-manifest.json'),
  ].map((file) => [file, fileVersion(file)]);
  const digest = createHash('sha256')
    .update(JSON.stringify([remotesJson, builds, catalogVersion]))
    .digest('base64url');
  return `${digest} ${currency ?? ''} ${shopper} ${normalisedUrl(url)}`;
}
