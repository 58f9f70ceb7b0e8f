// The automatic abort (decision 0068): after a beacon counted page views or errors of a running canary, its health is
// compared with the live release's (abortRule.ts); a bad canary is aborted by the store itself. Several instances may
// see the same figures at once: a row in canary_aborts is the claim, and only the instance whose insert succeeds acts —
// switches the pointer back, writes the audit entry and queues the team's e-mail (one transaction), and logs it.
import { eq, and } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../admin/audit/auditLog';
import type { Database, Transaction } from '../db/types';
import type { CanaryAbortDetails } from '../mail/mailTables';
import type { ReleaseStore } from '../releases/releaseStore';
import { type AbortThresholds, errorRate, shouldAbortCanary } from './abortRule';
import { healthFiguresOf } from './healthCounts';
import { PointerActionRefused, changePointer } from './pointerActions';
import { canaryAborts } from './releaseHealthTables';

/** Who the audit log names for the store's own acts. */
export const STORE_ACTOR = { operatorId: null, operatorEmail: 'the store (automatic abort)', ip: '-' } as const;

export interface CanaryWatchDeps {
  db: () => Database;
  store: ReleaseStore;
  log: FastifyBaseLogger;
  thresholds: AbortThresholds;
  /** The team's addresses for a remote (TEAM_EMAIL_<REMOTE>, else TEAM_EMAIL); none: the owners are told. */
  teamEmails: (remote: string) => string[];
  queueMail: (tx: Transaction, details: CanaryAbortDetails) => Promise<void>;
}

/** Checks the canary `release` of `remote`; true when this call aborted it. */
export type CanaryCheck = (remote: string, release: string) => Promise<boolean>;

export function createCanaryWatch(deps: CanaryWatchDeps): CanaryCheck {
  return async (remote, release) => {
    const pointer = await deps.store.readPointer(remote);
    if (pointer?.canary?.release !== release) return false;
    const db = deps.db();
    const [canary, live] = await Promise.all([healthFiguresOf(db, remote, release), healthFiguresOf(db, remote, pointer.live)]);
    if (!shouldAbortCanary(canary, live, deps.thresholds)) return false;

    const claimed = await db
      .insert(canaryAborts)
      .values({ remote, release, figures: { canary, live: { ...live, release: pointer.live } } })
      .onConflictDoNothing()
      .returning({ release: canaryAborts.release });
    if (!claimed.length) return false;
    let change;
    try {
      change = await changePointer(deps.store, remote, 'abort', release);
    } catch (error) {
      // Promoted or aborted by a team meanwhile, or the store could not be written: the claim goes, so a later beacon
      // judges again (a canary that is gone is never checked).
      await db.delete(canaryAborts).where(and(eq(canaryAborts.remote, remote), eq(canaryAborts.release, release)));
      if (error instanceof PointerActionRefused) return false;
      throw error;
    }
    const details: CanaryAbortDetails = {
      remote,
      release,
      percent: change.before.canary?.percent ?? 0,
      live: change.after.live,
      canaryViews: canary.views,
      canaryFailedViews: canary.failedViews,
      liveViews: live.views,
      liveFailedViews: live.failedViews,
      minViews: deps.thresholds.minViews,
      marginPoints: deps.thresholds.marginPoints,
      to: deps.teamEmails(remote),
    };
    await db.transaction(async (tx) => {
      await writeAudit(tx, STORE_ACTOR, {
        action: 'release.auto-abort',
        targetType: 'remote',
        targetId: remote,
        before: { canary: release, percent: details.percent, live: change.before.live },
        after: {
          live: change.after.live,
          canaryViews: canary.views,
          canaryErrorRate: errorRate(canary),
          liveViews: live.views,
          liveErrorRate: errorRate(live),
        },
      });
      await deps.queueMail(tx, details);
    });
    deps.log.warn(
      { remote, release, live: change.after.live, canary, liveFigures: live, thresholds: deps.thresholds },
      'canary aborted automatically: its error rate is worse than the live release’s by the margin',
    );
    return true;
  };
}
