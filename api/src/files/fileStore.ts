// Where deliverables live: a folder on this machine or an S3-compatible bucket (fileStoreConfig.ts picks one).
import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range. */
export interface FileRange {
  start: number;
  end: number;
}

export interface FileStore {
  /** Where the files are, for the log: a folder path or `s3://bucket/prefix`. */
  readonly location: string;
  /** Stores `bytes` under `key`, replacing what was there; readers see the old file or the new one, never half. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The whole file or one range of it as a stream; null when there is no such file. */
  read(key: string, range?: FileRange): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of lower-case words: nothing that could leave the store's folder or prefix. */
const FILE_KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export function checkedFileKey(key: string): string {
  if (!FILE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid file key "${key}"`);
  }
  return key;
}
