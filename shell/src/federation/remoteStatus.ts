// Which remotes failed to load, logged once per remote until they recover.
const failed = new Set<string>();

export function remoteNameOf(name: string | undefined, id: string): string {
  return name || id.split('/')[0] || id;
}

export function reportRemoteFailure(remote: string, stage: string, error: unknown): void {
  if (failed.has(remote)) return;
  failed.add(remote);
  console.error(`[shell] remote "${remote}" is unavailable (${stage}: ${error}); its screens show a fallback.`, error);
}

export function reportRemoteRecovered(remote: string): void {
  failed.delete(remote);
}

export function isRemoteFailed(remote: string): boolean {
  return failed.has(remote);
}
