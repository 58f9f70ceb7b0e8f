// The release store and its settings from the environment, the same for the store (`npm start`) and the team
// commands (`npm run deploy -w mf-<name>`), so both act on the same releases.
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderReleaseStore } from './folderReleaseStore';
import { DEFAULT_POINTER_TTL_MS, s3ReleaseStore } from './s3ReleaseStore';
import type { ReleaseStore } from './releaseStore';

type Env = Record<string, string | undefined>;

export const DEFAULT_RELEASES_KEEP = 5;

/**
 * RELEASE_STORE_URL: unset means the folder `$DATA_DIR/releases`; a path or `file:` URL another folder;
 * `s3://bucket/prefix` an S3-compatible bucket, reached at S3_ENDPOINT (unset: AWS) in S3_REGION with
 * S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (unset: the AWS SDK's usual credential chain).
 */
export function releaseStoreFromEnv(env: Env, cwd: string): ReleaseStore {
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const url = env.RELEASE_STORE_URL?.trim();
  if (!url) return folderReleaseStore(path.join(dataDir, 'releases'));
  if (url.startsWith('file:')) return folderReleaseStore(fileURLToPath(url));
  if (url.startsWith('s3://')) {
    const { host: bucket, pathname } = new URL(url);
    if (!bucket) throw new Error(`RELEASE_STORE_URL "${url}" names no bucket (s3://bucket/prefix)`);
    return s3ReleaseStore({
      bucket,
      prefix: pathname.replace(/^\/+/, ''),
      localRoot: path.join(dataDir, 'release-cache'),
      client: s3ClientConfigFromEnv(env),
      pointerTtlMs: pointerTtlMsFromEnv(env),
    });
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new Error(`RELEASE_STORE_URL "${url}": use a folder, a file: URL or s3://bucket/prefix`);
  return folderReleaseStore(path.resolve(cwd, url));
}

/** The S3_* variables, shared by the release store and the file store (files/fileStoreConfig.ts). */
export function s3ClientConfigFromEnv(env: Env): S3ClientConfig {
  return {
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== '0' : !!env.S3_ENDPOINT,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}

export function releasesKeepFromEnv(env: Env): number {
  const raw = env.RELEASES_KEEP;
  if (raw === undefined || raw === '') return DEFAULT_RELEASES_KEEP;
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 2 || keep > 1000) throw new Error(`RELEASES_KEEP must be a whole number from 2 to 1000, got "${raw}"`);
  return keep;
}

/** RELEASE_POINTER_TTL_MS: 0 (read the bucket on every request) to 60000; unset, DEFAULT_POINTER_TTL_MS. */
export function pointerTtlMsFromEnv(env: Env): number {
  const raw = env.RELEASE_POINTER_TTL_MS;
  if (raw === undefined || raw === '') return DEFAULT_POINTER_TTL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000)
    throw new Error(`RELEASE_POINTER_TTL_MS must be a whole number of milliseconds from 0 to 60000, got "${raw}"`);
  return ms;
}
