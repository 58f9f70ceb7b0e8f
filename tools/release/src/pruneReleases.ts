// Which releases of a remote to delete: all but the newest `keep`, and never one that browsers get — the live one (a
// rollback may have made an old release live again) or the canary.

export function releasesToPrune(releases: string[], served: string | null | readonly string[], keep: number): string[] {
  const kept = new Set(typeof served === 'string' ? [served] : (served ?? []));
  const newestFirst = [...releases].sort().reverse();
  return newestFirst.slice(Math.max(keep, 0)).filter((id) => !kept.has(id));
}
