// The notice to a remote's team that the store aborted its canary by itself: which release, the figures it was judged
// on against the live release, and what to do next. Sent to the team's address (TEAM_EMAIL_<REMOTE> or TEAM_EMAIL),
// or to the console's owners when none is configured.
import { eq } from 'drizzle-orm';
import { operators } from '../admin/adminTables';
import type { Database } from '../db/types';
import type { ComposedMail } from './composeOrderMail';
import type { CanaryAbortDetails, OutboxRow } from './mailTables';

const percent = (failed: number, views: number) => (views > 0 ? `${((100 * Math.min(failed, views)) / views).toFixed(2)} %` : 'no page views');

export async function composeCanaryAbortMail(
  row: OutboxRow,
  { db, from, publicBaseUrl }: { db: Database; from: string; publicBaseUrl: string },
): Promise<ComposedMail> {
  const details = row.details as CanaryAbortDetails | null;
  if (!details) throw new Error(`canary abort notice ${row.id} has no details`);
  const owners = details.to.length ? [] : await db.select({ email: operators.email }).from(operators).where(eq(operators.role, 'owner'));
  const to = [...new Set([...details.to, ...owners.map((owner) => owner.email)].map((email) => email.toLowerCase()))].join(', ');
  if (!to) throw new Error(`nobody to tell that the ${details.remote} canary was aborted: set TEAM_EMAIL or create an owner`);
  const text = [
    `The store aborted the canary ${details.release} of mf-${details.remote} (it was served to ${details.percent} % of browsers): every browser gets the live release ${details.live} again.`,
    '',
    `Pages with an error of the canary: ${percent(details.canaryFailedViews, details.canaryViews)} of ${details.canaryViews} page views.`,
    `Pages with an error of the live release: ${percent(details.liveFailedViews, details.liveViews)} of ${details.liveViews} page views.`,
    `The store aborts a canary of at least ${details.minViews} page views whose error rate is ${details.marginPoints} percentage points or more above the live release's.`,
    '',
    `The release stays stored. See its health beside the others with npm run releases -w mf-${details.remote}, or in the console at ${publicBaseUrl}/admin/composition.`,
  ].join('\n');
  return {
    message: {
      from,
      to,
      subject: `Canary of mf-${details.remote} aborted: ${details.release}`,
      messageId: row.messageId,
      headers: { 'Auto-Submitted': 'auto-generated' },
      text,
    },
    links: [],
  };
}
