// What a cached page is kept under (decision 0027): everything its bytes depend on, so that a change to any of them
// is a new key and nothing ever has to be flushed. The URL (path and query); the shopper's currency; the remotes
// manifest the page is served with (a deploy or rollback changes a release in it); the files of the shell's and the
// owning remote's builds that render and compose it, by version (a build replaced in place); and the catalogue's
// version (an operator's edit, or a write from another instance once this one's snapshot has read it again).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ASSETS_FILE, PAGE_FRAME_FILE } from './pageAssets';
import { serverBundlePath } from './serverBundles';

export interface PageKeyParts {
  url: string;
  currency: string | undefined;
  remotesJson: unknown;
  shellDir: string;
  remoteDir: string;
  catalogVersion: number;
}

const fileVersion = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

export function pageCacheKey({ url, currency, remotesJson, shellDir, remoteDir, catalogVersion }: PageKeyParts): string {
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
  return `${digest} ${currency ?? ''} ${url}`;
}
