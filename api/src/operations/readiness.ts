// What /readyz checks: the database answers, every migration this code expects is applied, the release and file
// stores answer, and the instance is not draining. Each check has a deadline, so a hung dependency makes the probe
// answer "not ready" in time instead of hanging the load balancer's probe.
export type CheckName = 'database' | 'migrations' | 'releaseStore' | 'fileStore' | 'draining';

export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Why it failed; never a secret (a message, not a connection string). */
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Partial<Record<CheckName, CheckResult>>;
}

/** A check resolves when healthy and throws (or rejects) with the reason otherwise. */
export type Check = () => Promise<void>;

export const CHECK_TIMEOUT_MS = 2000;

async function timed(check: Check, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(checks: Partial<Record<CheckName, Check>>, timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  const names = Object.keys(checks) as CheckName[];
  const results = await Promise.all(names.map((name) => timed(checks[name]!, timeoutMs)));
  const byName = Object.fromEntries(names.map((name, index) => [name, results[index]])) as Readiness['checks'];
  return { ready: results.every((result) => result.ok), checks: byName };
}
