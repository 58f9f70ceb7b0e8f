// How long a remote may take to answer before its screens show the fallback: remotes.json `remoteTimeoutMs`, 5 s by default.
export const DEFAULT_REMOTE_TIMEOUT_MS = 5000;

export let remoteTimeoutMs = DEFAULT_REMOTE_TIMEOUT_MS;

export function setRemoteTimeout(ms = DEFAULT_REMOTE_TIMEOUT_MS): void {
  remoteTimeoutMs = ms;
}

/** Settles as `work` does, or rejects once the remote timeout has passed; a host that never answers costs no more. */
export function withinRemoteTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(reject, remoteTimeoutMs, new Error(`${what} did not answer within ${remoteTimeoutMs} ms`))),
  ]);
}
