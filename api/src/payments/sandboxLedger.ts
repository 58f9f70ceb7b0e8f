// The sandbox provider's own record of its test payments, as its checkout page reads and answers them.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/types';
import { type SandboxOutcome, type SandboxPaymentRow, sandboxPayments } from './paymentTables';

const REFERENCE = /^sbx_[0-9a-f]{32}$/;

/** What the shopper can choose on the sandbox's page. */
export type SandboxChoice = Exclude<SandboxOutcome, 'pending'>;

/** The sandbox payment with this reference; null for none, or for anything not shaped like a sandbox reference. */
export async function findSandboxPayment(db: Queryable, reference: string): Promise<SandboxPaymentRow | null> {
  if (!REFERENCE.test(reference)) return null;
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row ?? null;
}

/** Records the shopper's choice; only the first counts, so a second click or a replayed form cannot turn a decline into a payment. */
export async function recordSandboxOutcome(db: Queryable, reference: string, outcome: SandboxChoice): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ outcome })
    .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.outcome, 'pending')));
}
