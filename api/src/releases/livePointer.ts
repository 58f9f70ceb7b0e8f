// A remote's live pointer: the release shoppers get, and the releases it was switched to before (newest last), which
// rollback walks back through. Deploy pushes, rollback pops; both are pure so the rules have one home and one test.

export interface LivePointer {
  /** The live release's id. */
  live: string;
  /** Every release the remote was switched to, oldest first; the last one is `live`. */
  history: string[];
}

export function deployTo(pointer: LivePointer | null, release: string): LivePointer {
  const history = (pointer?.history ?? []).filter((id) => id !== release);
  return { live: release, history: [...history, release] };
}

/** The pointer after a rollback, or null when there is no earlier release to go back to. */
export function rollBack(pointer: LivePointer | null): LivePointer | null {
  if (!pointer || pointer.history.length < 2) return null;
  const history = pointer.history.slice(0, -1);
  return { live: history[history.length - 1], history };
}

/** Forgets releases that no longer exist (pruned); the live one always stays. */
export function withoutMissing(pointer: LivePointer, existing: ReadonlySet<string>): LivePointer {
  return { live: pointer.live, history: pointer.history.filter((id) => id === pointer.live || existing.has(id)) };
}

const RELEASE_ID = /^[0-9]{8}T[0-9]{6}\.[0-9]{3}Z-[0-9a-f]{8}$/;

export function isReleaseId(value: unknown): value is string {
  return typeof value === 'string' && RELEASE_ID.test(value);
}

/** A stored pointer, checked: anything malformed reads as "no release is live" rather than a broken store. */
export function parseLivePointer(text: string): LivePointer | null {
  try {
    const raw = JSON.parse(text) as Partial<LivePointer>;
    if (!isReleaseId(raw.live) || !Array.isArray(raw.history) || !raw.history.every(isReleaseId)) return null;
    return { live: raw.live, history: raw.history.includes(raw.live) ? raw.history : [...raw.history, raw.live] };
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
