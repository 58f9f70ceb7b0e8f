// The state a server-rendered page carries for its first client render: the RTK Query answers its HTML was rendered
// from. An answer too large to inline (the whole catalogue behind /store) is left out and named in `deferred`
// instead: the page preloads its URL and the browser fetches it before its first render, so the HTML stays small
// and is painted sooner.
import { scriptJson } from '@storefront/startup/server';

/** Answers larger than this (JSON characters) are fetched by the browser instead of inlined. */
export const INLINE_ANSWER_MAX_CHARS = 32 * 1024;

export interface FetchedAnswer {
  /** Path and query, e.g. `/api/v1/web/products`. */
  path: string;
  chars: number;
}

interface QueryEntry {
  endpointName?: string;
  originalArgs?: unknown;
  status?: string;
  data?: unknown;
}

type ApiState = { queries?: Record<string, QueryEntry | undefined> } & Record<string, unknown>;

export interface PageState {
  /** Already safe inside a <script> element. */
  json: string;
  /** URLs for the page to preload: the deferred answers. */
  preloads: string[];
}

/**
 * `layout` and `screen` are the `shopApi` slices the frame and the screen were rendered with; `shopper` the shopper's record
 * they were rendered with (null: the browser has none), which the page's store starts from (decision 0061); `checkout`
 * the checkout form posted without scripts, when the screen showed it (decision 0066).
 */
export function pageState(layout: unknown, screen: unknown, fetched: FetchedAnswer[], shopper: unknown = null, checkout?: unknown): PageState {
  const a = (layout ?? {}) as ApiState;
  const b = (screen ?? {}) as ApiState;
  const queries: Record<string, QueryEntry | undefined> = {};
  const deferred: { endpointName: string; originalArgs: unknown }[] = [];
  for (const [key, entry] of Object.entries({ ...a.queries, ...b.queries })) {
    const large = entry?.status === 'fulfilled' && entry.endpointName && JSON.stringify(entry.data ?? null).length > INLINE_ANSWER_MAX_CHARS;
    if (large) deferred.push({ endpointName: entry.endpointName!, originalArgs: entry.originalArgs });
    else queries[key] = entry;
  }
  const preloads = deferred.length ? [...new Set(fetched.filter((answer) => answer.chars > INLINE_ANSWER_MAX_CHARS).map((answer) => answer.path))] : [];
  return { json: scriptJson({ shopApi: { ...b, queries }, deferred, shopper, ...(checkout ? { checkout } : {}) }), preloads };
}
