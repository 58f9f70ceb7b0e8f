// Which releases of a remote to delete: all but the newest `keep`, and never the live one (a rollback may have made
// an old release live again).

export function releasesToPrune(releases: string[], live: string | null, keep: number): string[] {
  const newestFirst = [...releases].sort().reverse();
  return newestFirst.slice(Math.max(keep, 0)).filter((id) => id !== live);
}
