// The file store from the environment: FILE_STORE_URL unset means the folder `$DATA_DIR/files`; a path or `file:`
// URL another folder; `s3://bucket/prefix` a bucket reached with the same S3_* variables as the release store.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3ClientConfigFromEnv } from '../releases/releaseConfig';
import type { FileStore } from './fileStore';
import { folderFileStore } from './folderFileStore';
import { s3FileStore } from './s3FileStore';

type Env = Record<string, string | undefined>;

export function fileStoreFromEnv(env: Env, cwd: string): FileStore {
  const url = env.FILE_STORE_URL?.trim();
  if (!url) return folderFileStore(path.join(path.resolve(cwd, env.DATA_DIR || 'data'), 'files'));
  if (url.startsWith('file:')) return folderFileStore(fileURLToPath(url));
  if (url.startsWith('s3://')) {
    const { host: bucket, pathname } = new URL(url);
    if (!bucket) throw new Error(`FILE_STORE_URL "${url}" names no bucket (s3://bucket/prefix)`);
    return s3FileStore({ bucket, prefix: pathname.replace(/^\/+/, ''), client: s3ClientConfigFromEnv(env) });
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new Error(`FILE_STORE_URL "${url}": use a folder, a file: URL or s3://bucket/prefix`);
  return folderFileStore(path.resolve(cwd, url));
}
