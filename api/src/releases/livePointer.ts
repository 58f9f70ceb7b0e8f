// A remote's live pointer: the release shoppers get, and the releases it was switched to before (newest last), which
// rollback walks back through. Deploy pushes, rollback pops; both are pure so the rules have one home and one test.

export interface LivePointer {
  /** The live release's id. */
  live: string;
  /** Every release the remote was switched to, oldest first; the last one is `live`. */
  history: string[];
  /** A release live for a share of browsers only (by their composition bucket, pageHost/browserComposition.ts). */
  canary?: Canary;
}

export interface Canary {
  release: string;
  /** 1–99: browsers whose bucket (0–99) for this remote is below it get the canary. */
  percent: number;
}

export function deployTo(pointer: LivePointer | null, release: string): LivePointer {
  const history = (pointer?.history ?? []).filter((id) => id !== release);
  return { live: release, history: [...history, release] };
}

/** The live release stays; `release` goes to `percent` of browsers (a canary already running is replaced). */
export function startCanary(pointer: LivePointer, release: string, percent: number): LivePointer {
  if (!isCanaryPercent(percent)) throw new RangeError(`a canary's share is a whole percentage from 1 to 99, got ${percent}`);
  return { live: pointer.live, history: pointer.history, canary: { release, percent } };
}

/** The canary becomes live for every browser; null when there is none. */
export function promoteCanary(pointer: LivePointer | null): LivePointer | null {
  return pointer?.canary ? deployTo({ live: pointer.live, history: pointer.history }, pointer.canary.release) : null;
}

/** Every browser back on the live release; null when there is no canary. */
export function abortCanary(pointer: LivePointer | null): LivePointer | null {
  return pointer?.canary ? { live: pointer.live, history: pointer.history } : null;
}

/** The pointer after a rollback (a canary ends with it), or null when there is no earlier release to go back to. */
export function rollBack(pointer: LivePointer | null): LivePointer | null {
  if (!pointer || pointer.history.length < 2) return null;
  const history = pointer.history.slice(0, -1);
  return { live: history[history.length - 1], history };
}

/** Forgets releases that no longer exist (pruned); the live one and the canary always stay. */
export function withoutMissing(pointer: LivePointer, existing: ReadonlySet<string>): LivePointer {
  return {
    ...pointer,
    history: pointer.history.filter((id) => id === pointer.live || existing.has(id)),
  };
}

export const isCanaryPercent = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 99;

const RELEASE_ID = /^[0-9]{8}T[0-9]{6}\.[0-9]{3}Z-[0-9a-f]{8}$/;

export function isReleaseId(value: unknown): value is string {
  return typeof value === 'string' && RELEASE_ID.test(value);
}

/** A stored pointer, checked: anything malformed reads as "no release is live" rather than a broken store. */
export function parseLivePointer(text: string): LivePointer | null {
  try {
    const raw = JSON.parse(text) as Partial<LivePointer>;
    if (!isReleaseId(raw.live) || !Array.isArray(raw.history) || !raw.history.every(isReleaseId)) return null;
    const pointer: LivePointer = { live: raw.live, history: raw.history.includes(raw.live) ? raw.history : [...raw.history, raw.live] };
    // A malformed canary is dropped: every browser gets the live release.
    if (raw.canary && isReleaseId(raw.canary.release) && isCanaryPercent(raw.canary.percent))
      pointer.canary = { release: raw.canary.release, percent: raw.canary.percent };
    return pointer;
  } catch {
    return null;
  }
}

/** A new release id: when it was made (so ids sort by age) and the start of its content hash. */
export function newReleaseId(contentHash: string, now = new Date()): string {
  // Milliseconds too: two deploys within a second must still sort in the order they were made.
  const stamp = now.toISOString().replace(/[-:]/g, '');
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

export function contentHashOf(releaseId: string): string {
  return releaseId.slice(-8);
}
