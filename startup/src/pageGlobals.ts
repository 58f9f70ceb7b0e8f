// The names a page's start-up shares between the server that writes the page (the API), the builds (webpack's
// federation runtime plugins) and the browser (the inline loader, the shell, the shared store): window globals,
// element ids, attributes and User Timing marks. Each is named here once; both sides import it. No imports: the
// inline loader, the API and the webpack runtime plugins all read this file.

/** The `<script type="application/json">` naming the scripts the inline loader starts (`PageScripts`). */
export const PAGE_SCRIPTS_ELEMENT_ID = 'storefront-page-scripts';

/** The `<script type="application/json">` that carries the state the page was rendered with (the store starts from it). */
export const SERVER_STATE_ELEMENT_ID = 'storefront-server-state';

/** What the inline loader starts, in the page's `PAGE_SCRIPTS_ELEMENT_ID` block. */
export interface PageScripts {
  /** The shell's entry scripts, run in this order. */
  entries: string[];
  /** The start-up chunks the entry needs next, preloaded before it. */
  preloads: string[];
}

/** A choice that acts when chosen (currency, sort, on sale): the loader submits its form before the scripts run. */
export const SUBMIT_ON_CHANGE_ATTRIBUTE = 'data-submit-on-change';

/** The page's main pictures: the scripts wait until they are shown (decision 0067). */
export const MAIN_PICTURES_SELECTOR = 'img[fetchpriority="high"]';

/** Set on `<html>` (as `data-page-ready="true"`) once the shell's first render is committed: the page's controls are React's. */
export const PAGE_READY_DATASET_KEY = 'pageReady';
/** The User Timing mark made at the same moment (the first-tap delay and monitoring read it). */
export const PAGE_READY_MARK = 'storefront:page-ready';

/** Set on `<html>` (`data-layout="own"`) for a route whose remote draws its own frame: the boot sketch of the header hides. */
export const OWN_LAYOUT_ATTRIBUTE = 'data-layout';

/** runtime-core, put on the page by the shell (or a remote's standalone runtime script) for every remote. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** Who provided runtime-core: read by the federation runtime to check the version it runs against. */
export const RUNTIME_CORE_FROM_GLOBAL = '_FEDERATION_RUNTIME_CORE_FROM';
/** The webpack bundler runtime over runtime-core, provided the same way; every remote's production build reads it. */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
/** The federation runtime's own record of the page (its instances and share scope); tests and the bench read it. */
export const FEDERATION_GLOBAL = '__FEDERATION__';

/** webpack's chunk-loading global of an app (its `uniqueName` is its remote name): the chunks its container has loaded. */
export function chunkLoadingGlobal(appName: string): `webpackChunk${string}` {
  return `webpackChunk${appName}`;
}

/** The page's globals, typed: what the start-up puts on `window` and reads back. */
export interface PageGlobals {
  [RUNTIME_CORE_GLOBAL]?: unknown;
  [RUNTIME_CORE_FROM_GLOBAL]?: { name: string; version: string };
  [BUNDLER_RUNTIME_GLOBAL]?: Record<string, unknown>;
  [FEDERATION_GLOBAL]?: { __SHARE__?: Record<string, unknown> };
  [chunk: `webpackChunk${string}`]: unknown[] | undefined;
}

/** The global object seen through `PageGlobals`. */
export function pageGlobals(scope: object = globalThis): PageGlobals {
  return scope as PageGlobals;
}
