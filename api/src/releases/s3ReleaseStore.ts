// The release store in an S3-compatible bucket (AWS S3, MinIO, R2 …): <prefix><remote>/<release>/… holds a build,
// <prefix><remote>/live.json the pointer (a PUT replaces an object in one step), and <prefix><remote>/.releases/<id>
// marks a release whose upload finished, so a half-uploaded one is never listed or served. Every store instance
// serves a release from a local copy it downloads once (localRoot), and re-reads pointers after a short time.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from '../pageHost/cachePolicy';
import { isReleaseId, parseLivePointer, type LivePointer } from './livePointer';
import { filesUnder } from './filesUnder';
import { REMOTE_NAME, type ReleaseStore } from './releaseStore';

export interface S3ReleaseStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `storefront/releases/`; empty for the bucket's root. */
  prefix: string;
  /** Where releases are copied to on this machine. */
  localRoot: string;
  client: S3ClientConfig;
  /** How long a pointer read is reused (ms); a switch reaches every instance within this. */
  pointerTtlMs?: number;
}

/** How long an instance reuses a live pointer it read from the bucket: a switch reaches every instance within this. */
export const DEFAULT_POINTER_TTL_MS = 1000;
const LOCK_STALE_MS = 10 * 60_000;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** What a CDN in front of the bucket needs to serve a file as the store would: its type, encoding and caching. */
function objectHeaders(file: string) {
  const encoding = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gzip' : undefined;
  const plain = encoding ? file.slice(0, -3) : file;
  return { ContentType: CONTENT_TYPES[path.extname(plain)] ?? 'application/octet-stream', ContentEncoding: encoding, CacheControl: cacheControlFor(file) };
}

export function s3ReleaseStore(options: S3ReleaseStoreOptions): ReleaseStore {
  const s3 = new S3Client({
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...options.client,
  });
  const { bucket } = options;
  const prefix = options.prefix && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  const pointerTtlMs = options.pointerTtlMs ?? DEFAULT_POINTER_TTL_MS;
  const pointers = new Map<string, { at: number; value: Promise<LivePointer | null> }>();
  const downloads = new Map<string, Promise<string | null>>();

  const remoteKey = (remote: string) => {
    if (!REMOTE_NAME.test(remote)) throw new Error(`Invalid remote name "${remote}"`);
    return `${prefix}${remote}/`;
  };
  const releaseKey = (remote: string, release: string) => {
    if (!isReleaseId(release)) throw new Error(`Invalid release id "${release}"`);
    return `${remoteKey(remote)}${release}/`;
  };
  const markerKey = (remote: string, release: string) => `${remoteKey(remote)}.releases/${release}`;

  async function listKeys(keyPrefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async function getBytes(key: string): Promise<Uint8Array | null> {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function exists(key: string): Promise<boolean> {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async function download(remote: string, release: string): Promise<string | null> {
    const target = path.join(options.localRoot, remote, release);
    if (await fs.stat(target).catch(() => null)) return target;
    if (!(await exists(markerKey(remote, release)))) return null;
    const base = releaseKey(remote, release);
    const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      for (const key of await listKeys(base)) {
        const file = path.join(temporary, ...key.slice(base.length).split('/'));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, (await getBytes(key)) ?? new Uint8Array());
      }
      await fs.rename(temporary, target).catch(async (error: NodeJS.ErrnoException) => {
        // Another request of this machine finished the same download first.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
        await fs.rm(temporary, { recursive: true, force: true });
      });
      return target;
    } catch (error) {
      await fs.rm(temporary, { recursive: true, force: true });
      throw error;
    }
  }

  return {
    location: `s3://${bucket}/${prefix}`,
    localRoot: options.localRoot,
    pointerTtlMs,

    async listReleases(remote) {
      const markers = `${remoteKey(remote)}.releases/`;
      return (await listKeys(markers)).map((key) => key.slice(markers.length)).filter(isReleaseId);
    },

    async readPointer(remote) {
      const key = `${remoteKey(remote)}live.json`;
      const cached = pointers.get(remote);
      if (cached && Date.now() - cached.at < pointerTtlMs) return cached.value;
      const value = getBytes(key).then((bytes) => (bytes ? parseLivePointer(Buffer.from(bytes).toString('utf8')) : null));
      pointers.set(remote, { at: Date.now(), value });
      value.catch(() => pointers.delete(remote));
      return value;
    },

    async writePointer(remote, pointer) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${remoteKey(remote)}live.json`,
          Body: `${JSON.stringify(pointer, null, 2)}\n`,
          ContentType: 'application/json',
          CacheControl: 'no-cache',
        }),
      );
      pointers.delete(remote);
    },

    async publish(remote, release, fromDir) {
      if (await exists(markerKey(remote, release))) throw new Error(`release ${release} of ${remote} already exists`);
      const base = releaseKey(remote, release);
      for (const file of await filesUnder(fromDir)) {
        await s3.send(
          new PutObjectCommand({ Bucket: bucket, Key: `${base}${file}`, Body: await fs.readFile(path.join(fromDir, file)), ...objectHeaders(file) }),
        );
      }
      // Last: only now does the release exist for readers.
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: markerKey(remote, release), Body: release }));
    },

    async remove(remote, release) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: markerKey(remote, release) }));
      const keys = await listKeys(releaseKey(remote, release));
      for (let i = 0; i < keys.length; i += 1000) {
        await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
      }
      await fs.rm(path.join(options.localRoot, remote, release), { recursive: true, force: true });
    },

    localDir(remote, release) {
      try {
        releaseKey(remote, release);
      } catch (error) {
        return Promise.reject(error);
      }
      const id = `${remote}/${release}`;
      let pending = downloads.get(id);
      if (!pending) {
        pending = download(remote, release);
        // A release that is not there (yet) is asked for again next time; a downloaded one stays.
        pending.then(
          (dir) => dir === null && downloads.delete(id),
          () => downloads.delete(id),
        );
        downloads.set(id, pending);
      }
      return pending;
    },

    async exclusive(remote, task) {
      const lock = `${remoteKey(remote)}.deploy.lock`;
      const deadline = Date.now() + 30_000;
      for (;;) {
        try {
          // Conditional create: exactly one writer gets the lock.
          await s3.send(new PutObjectCommand({ Bucket: bucket, Key: lock, Body: String(process.pid), IfNoneMatch: '*' }));
          break;
        } catch (error) {
          const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
          if (status !== 412 && status !== 409) throw error;
          const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: lock })).catch(() => null);
          if (head?.LastModified && Date.now() - head.LastModified.getTime() > LOCK_STALE_MS) {
            await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: lock }));
          } else if (Date.now() > deadline) {
            throw new Error(`Another deploy or rollback of ${remote} is running (s3://${bucket}/${lock}); try again when it has finished.`);
          } else await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      try {
        return await task();
      } finally {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: lock }));
      }
    },
  };
}
