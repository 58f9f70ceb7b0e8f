// Which remote an error came from, by the files its stack names: a remote's files are served under its manifest's
// folder (`/releases/<remote>/<release>/` or the workspace build's `/mf/<remote>/`). An error whose stack names none
// (the shell's, a browser extension's, a third party's) is no remote's.
export function remoteOfStack(stack: string, fileBases: ReadonlyMap<string, string>): string | undefined {
  if (!stack) return undefined;
  // The first frame that is a remote's file decides: the innermost code that threw.
  let best: { remote: string; at: number } | undefined;
  for (const [remote, base] of fileBases) {
    const at = stack.indexOf(base);
    if (at !== -1 && (!best || at < best.at)) best = { remote, at };
  }
  return best?.remote;
}
