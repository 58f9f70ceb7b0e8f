// Where releases live: every remote's immutable releases (all files of one build each) and its live pointer.
// A folder under the data directory by default (folderReleaseStore.ts); the same interface can be backed by an
// S3-compatible bucket. The store serves pages from local folders either way: `localDir` gives one.
import type { LivePointer } from './livePointer';

export interface ReleaseStore {
  /** Where it is, for messages: a folder path or a bucket URL. */
  readonly location: string;
  /** The folder on this machine that `localDir` answers from: <localRoot>/<remote>/<release>/. */
  readonly localRoot: string;
  /** How long a pointer read is reused before the store reads it again (ms); absent: every read is fresh. */
  readonly pointerTtlMs?: number;
  /** The ids of a remote's stored releases, in any order. */
  listReleases(remote: string): Promise<string[]>;
  readPointer(remote: string): Promise<LivePointer | null>;
  /** Replaces the pointer in one step: a reader sees the old one or the new one, never a mix. */
  writePointer(remote: string, pointer: LivePointer): Promise<void>;
  /** Stores a build folder as a release; the release appears whole or not at all. */
  publish(remote: string, release: string, fromDir: string): Promise<void>;
  remove(remote: string, release: string): Promise<void>;
  /** A folder on this machine with the release's files, or null when the store has no such release. */
  localDir(remote: string, release: string): Promise<string | null>;
  /** Runs `task` while no other deploy or rollback of the same remote runs (in any process using this store). */
  exclusive<T>(remote: string, task: () => Promise<T>): Promise<T>;
}

export const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
