// Writes the audit log: who did what to which thing, with the changed fields as they were and as they became. Each
// entry is written inside the transaction of the change it describes, so there is no change without its entry.
import type { AuditAction } from '@storefront/shared/schemas/admin';
import type { Queryable } from '../../db/types';
import { auditLog } from '../adminTables';

/** Who acted, from where: the signed-in operator, or the e-mail typed at a refused sign-in. */
export interface Actor {
  operatorId: string | null;
  operatorEmail: string;
  ip: string;
}

export interface AuditEntryInput {
  action: AuditAction;
  targetType: 'order' | 'product' | 'message' | 'payment' | 'webhook-event' | 'operator' | 'session' | 'route' | 'remote';
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function writeAudit(db: Queryable, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: actor.operatorId,
    operatorEmail: actor.operatorEmail,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The fields of `after` whose value differs from `before`, as two records of just those fields. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
