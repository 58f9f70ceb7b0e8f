// Promote, abort and roll back a remote's live pointer from the running store (the console's composition page and the
// automatic abort), by the same rules as the team commands (releases/livePointer.ts), under the release store's lock.
import { type LivePointer, abortCanary, promoteCanary, rollBack, withoutMissing } from '../releases/livePointer';
import type { ReleaseStore } from '../releases/releaseStore';

export const POINTER_ACTIONS = ['promote', 'abort', 'rollback'] as const;
export type PointerAction = (typeof POINTER_ACTIONS)[number];

export class PointerActionRefused extends Error {}

export interface PointerChange {
  before: LivePointer;
  after: LivePointer;
}

/**
 * Applies `action` to the remote's pointer; `expectCanary` (the automatic abort) acts only while that release is still
 * the canary. Refused with a message when there is nothing to do.
 */
export async function changePointer(store: ReleaseStore, remote: string, action: PointerAction, expectCanary?: string): Promise<PointerChange> {
  return store.exclusive(remote, async () => {
    const before = await store.readPointer(remote);
    if (expectCanary !== undefined && before?.canary?.release !== expectCanary)
      throw new PointerActionRefused(`${expectCanary} is no longer the canary of ${remote}.`);
    let after: LivePointer | null;
    if (action === 'promote') after = promoteCanary(before);
    else if (action === 'abort') after = abortCanary(before);
    else after = rollBack(before && withoutMissing(before, new Set(await store.listReleases(remote))));
    if (!before || !after) {
      throw new PointerActionRefused(
        action === 'rollback'
          ? before
            ? `${before.live} is the oldest release of ${remote} kept; there is nothing to roll back to.`
            : `No release of ${remote} has been deployed; there is nothing to roll back to.`
          : `No canary of ${remote} is running; there is nothing to ${action}.`,
      );
    }
    await store.writePointer(remote, after);
    return { before, after };
  });
}
