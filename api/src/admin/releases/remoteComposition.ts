// What the composition page shows of one remote: its pointer (live, canary, history), the health of each of those
// releases, and the canaries the store aborted by itself.
import { desc, eq } from 'drizzle-orm';
import type { RemoteComposition } from '@storefront/shared/schemas/admin';
import type { Database } from '../../db/types';
import { releaseHealthOf } from '../../health/healthCounts';
import { canaryAborts } from '../../health/releaseHealthTables';
import type { ReleaseStore } from '../../releases/releaseStore';

export async function remoteComposition(db: Database, store: ReleaseStore, remote: string): Promise<RemoteComposition> {
  const pointer = await store.readPointer(remote);
  const history = pointer ? [...pointer.history].reverse() : [];
  const releases = [...new Set([...(pointer?.canary ? [pointer.canary.release] : []), ...history])];
  const [health, aborted] = await Promise.all([
    releaseHealthOf(db, new Map([[remote, releases]])),
    db
      .select({ release: canaryAborts.release, at: canaryAborts.at })
      .from(canaryAborts)
      .where(eq(canaryAborts.remote, remote))
      .orderBy(desc(canaryAborts.at))
      .limit(20),
  ]);
  return {
    remote,
    live: pointer?.live ?? null,
    canary: pointer?.canary ?? null,
    history,
    health: health.map(({ remote: _remote, ...figures }) => figures),
    aborted: aborted.map((row) => ({ release: row.release, at: row.at.toISOString() })),
  };
}
