// How long the outbox waits before trying an e-mail again: doubling from baseMs up to maxMs, each wait drawn from
// its upper half so instances that failed together do not all retry at the same instant.
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
}

/** Starts at 30 s and settles at one try an hour while the mail server stays down. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000 };

/** `attempts` counts the tries made so far, the failed one included (1 after the first failure). */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
