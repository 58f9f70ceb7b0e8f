// Counts each remote's retries, so a retry's manifest and entry URLs differ from the failed attempt's: nothing the
// federation runtime or the browser kept of that attempt (a cached manifest, a dead script element) is reused.
const attempts = new Map<string, number>();

export function countRetry(remote: string): void {
  attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
}

/** The URL as it is on the first attempt; with `retry=<n>` added on the n-th retry. */
export function urlForAttempt(url: string, remote: string): string {
  const retry = attempts.get(remote);
  return retry ? `${url}${url.includes('?') ? '&' : '?'}retry=${retry}` : url;
}

/** Which attempt at the remote is current: a failure of an earlier one is stale (a Retry has started another). */
export function currentAttempt(remote: string): number {
  return attempts.get(remote) ?? 0;
}
