// Which remote owns a page path, by the routes each declares in remotes.json: an exact path wins over a pattern with
// parameters, which wins over the catch-all "*" (the same rule as the shell's router and index.html's early fetch).
export interface RemotesJson {
  apiBaseUrl?: string;
  remotes: { name: string; manifest: string; routes: string[] }[];
}

export interface RouteOwner {
  remote: string;
  manifest: string;
  routePath: string;
}

function score(pattern: string, pathname: string): number {
  if (pattern === '*') return 0.5;
  const want = pattern.toLowerCase().split('/');
  const have = pathname.toLowerCase().split('/');
  if (want.length !== have.length) return 0;
  let exact = true;
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (have[i] === '') return 0;
      exact = false;
    } else if (want[i] !== have[i]) return 0;
  }
  return exact ? 2 : 1;
}

export function routeOwner(remotesJson: RemotesJson, pathname: string): RouteOwner | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  let best: RouteOwner | null = null;
  let bestScore = 0;
  for (const remote of remotesJson.remotes ?? []) {
    for (const routePath of remote.routes ?? []) {
      const s = score(routePath, path);
      if (s > bestScore) {
        best = { remote: remote.name, manifest: remote.manifest, routePath };
        bestScore = s;
      }
    }
  }
  return best;
}

/**
 * The HTTP status of a page load: 404 when the path falls to a remote's catch-all (which shows the not-found screen)
 * and for the not-found page itself, so crawlers and link checkers see a missing page as missing. A path nobody
 * claims stays 200: without a catch-all the shell decides what to show.
 */
export function pageStatus(remotesJson: RemotesJson | null, pathname: string): 200 | 404 {
  const owner = remotesJson && routeOwner(remotesJson, pathname);
  return owner && (owner.routePath === '*' || owner.routePath === '/404') ? 404 : 200;
}
