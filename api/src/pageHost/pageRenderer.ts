// Renders a page's first screen on the server: the owning remote's server bundle renders the screen, the shell's
// renders the frame around it, and composePage puts both into the shell's page frame. The page's start (the frame's
// head and the shell's CSS) is known before the render, so the caller can send it while the render waits for its data;
// with it comes what follows it should the render fail (the rest of index.html). Any part missing means null, and a
// render that fails resolves null: the browser then renders the page, as it would without this. It also says whether
// the page may be cached: only when the renders read nothing but the catalogue (catalogueReads.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { API_PREFIX } from '../apiPlugin';
import { onlyCatalogueReads, type RenderFetch } from './catalogueReads';
import { composePage, fallbackAfterStart, pageStart, type ComposedPage, type ComposedRest, type PageStart } from './composePage';
import { shellPageAssets } from './shellPageAssets';
import { startupFetches } from './startupFetches';
import { injectFetch } from './injectFetch';
import { remoteStylesheets } from './remoteAssets';
import { classesIn, inlineStylesheets } from './stylesheets';
import { routeOwner } from './routeOwner';
import type { RemotesManifest } from '@storefront/shared/contracts';
import { loadServerBundle } from './serverBundles';
import { pageState, type FetchedAnswer } from './pageState';
import type { PageHostDirs } from './pageHostDirs';
import type { LiveRemotes } from '../releases/liveRemotes';
import { CLIENT_RENDERED_BOUNDARY, type RemoteServerModule, type ServerRenderRequest, type ShellServerModule } from '@storefront/shared/contracts';
import type { Currency } from '@storefront/shared';
import type { ShopperRecord } from '@storefront/shared/shopper';
import type { PostedCheckout } from '@storefront/shared/checkout';

// The renderers fetch through injectFetch, which ignores the host; the name only makes the URLs absolute.
const API_BASE_URL = `http://storefront.internal${API_PREFIX}`;

export interface RenderedPage extends ComposedPage {
  /** The renders fetched nothing but catalogue reads: the page is the same for everyone until the catalogue changes. */
  cacheable: boolean;
  /** What follows the start, its inline code carrying `nonce` (a page whose policy went out before the render). */
  restWithNonce(nonce: string): string;
}

/** A page to render: its start, what follows it if the render fails (null: start nothing before the render), and the render. */
export interface PageRender {
  start: PageStart;
  fallback: ComposedRest | null;
  /** `currency` is the shopper's, from their cookie (the default when undefined); `shopper` their record (null: none). */
  render(log: FastifyBaseLogger, currency?: Currency, shopper?: ShopperRecord | null, checkout?: PostedCheckout | null): Promise<RenderedPage | null>;
}

/** `live` is the remotes manifest the page is served with. Null when the page cannot be rendered on the server. */
export type PageRenderer = (url: string, live: LiveRemotes | null) => PageRender | null;

export function createPageRenderer(app: FastifyInstance, dirs: PageHostDirs & { shellDir: string }): PageRenderer {
  const fetchFn = injectFetch(app);
  return (url, live) => {
    // The live release's server bundle renders the screen, so the HTML matches the code the browser will load.
    if (!live) return null;
    const remotesJson = live.json as RemotesManifest;
    const owner = routeOwner(remotesJson, url.split('?')[0]);
    const remoteDir = owner && live.dirs.get(owner.remote);
    if (!owner || !remoteDir) return null;
    let renderScreen: RemoteServerModule['render'] | undefined;
    let renderLayout: ShellServerModule['renderLayout'] | undefined;
    try {
      renderScreen = loadServerBundle(remoteDir)?.render as typeof renderScreen;
      renderLayout = loadServerBundle(dirs.shellDir)?.renderLayout as typeof renderLayout;
    } catch (error) {
      app.log.warn({ err: error, url }, 'a server bundle could not be loaded; the browser renders the page');
      return null;
    }
    const shellPage = shellPageAssets(dirs.shellDir);
    if (!renderScreen || !renderLayout || !shellPage) return null;
    const shellStylesheets = inlineStylesheets(shellPage.assets.styles.map((href) => ({ dir: dirs.shellDir, urlBase: '/', href })));
    // Painting unstyled HTML would be worse than letting the browser render the page.
    const start = shellStylesheets && pageStart(shellPage.frame, shellStylesheets, { ownLayout: owner.layout === 'own' });
    if (!start) return null;
    const fetchedFirst = startupFetches(owner);

    const render: PageRender['render'] = async (log, currency, shopper = null, checkout = null) => {
      const rendering = app.metrics.renderDuration.startTimer();
      const page = await renderOnce(log, currency, shopper, checkout);
      rendering({ outcome: page ? 'rendered' : 'failed' });
      return page;
    };
    const renderOnce = async (
      log: FastifyBaseLogger,
      currency: Currency | undefined,
      shopper: ShopperRecord | null,
      checkout: PostedCheckout | null,
    ): Promise<RenderedPage | null> => {
      try {
        const fetched: (FetchedAnswer & RenderFetch)[] = [];
        const recordingFetch: typeof fetch = async (input, init) => {
          const { method, url: absolute } = new Request(input, init);
          const { pathname, search } = new URL(absolute);
          // Recorded before it is answered: a call that fails (status 0) still keeps the page out of the cache.
          const call = { method, path: pathname + search, status: 0, chars: 0 };
          fetched.push(call);
          const response = await fetchFn(input, init);
          call.status = response.status;
          call.chars = Number(response.headers.get('content-length') ?? 0);
          return response;
        };
        const request: ServerRenderRequest = {
          url,
          routePath: owner.routePath,
          apiBaseUrl: API_BASE_URL,
          fetch: recordingFetch,
          currency,
          shopper: shopper ?? undefined,
          checkout: checkout ?? undefined,
        };
        const [layout, screen] = await Promise.all([renderLayout({ ...request, remotes: remotesJson }), renderScreen(request)]);
        if (!layout || !screen) return null;
        const usedClasses = classesIn(screen.html);
        const stylesheets = inlineStylesheets(remoteStylesheets(remoteDir).map((file) => ({ dir: remoteDir, urlBase: '', href: file, ifUsedBy: usedClasses })));
        if (stylesheets === null) return null;
        const state = pageState(layout.state.shopApi, screen.state.shopApi, fetched, shopper && recordInCurrency(shopper, currency), screen.state.checkout);
        const parts = {
          layoutHtml: layout.html,
          screenHtml: screen.html,
          stateJson: state.json,
          fetchPreloads: browserUrls(state.preloads, remotesJson.apiBaseUrl),
          startupFetches: fetchedFirst,
          title: screen.title,
          description: screen.description,
          stylesheets,
        };
        const composed = composePage(start, shellPage.assets, parts);
        if (!composed) return null;
        // A part the server could not finish is rendered again by the browser: fine once, not to be kept for everyone.
        const finished = !screen.html.includes(CLIENT_RENDERED_BOUNDARY) && !layout.html.includes(CLIENT_RENDERED_BOUNDARY);
        return {
          html: composed.html,
          inline: composed.inline,
          cacheable: finished && onlyCatalogueReads(fetched),
          restWithNonce: (nonce) => composePage(start, shellPage.assets, parts, { nonce })!.rest,
        };
      } catch (error) {
        log.warn({ err: error, url }, 'server rendering failed; the browser renders the page');
        return null;
      }
    };
    return { start, fallback: fallbackAfterStart(start, shellPage.indexHtml, fetchedFirst), render };
  };
}

/**
 * The record as the page carries it: in the currency the page is rendered in (the currency cookie is that choice's
 * source of truth, decision 0019; the record keeps a copy), or in none without the cookie, so the store keeps its own.
 */
function recordInCurrency({ currency: _kept, ...record }: ShopperRecord, currency: Currency | undefined): ShopperRecord {
  return currency ? { ...record, currency } : record;
}

/** Where the browser fetches what the renderers fetched: under remotes.json's apiBaseUrl when that is on this origin. */
function browserUrls(paths: string[], apiBaseUrl = API_PREFIX): string[] {
  if (!apiBaseUrl.startsWith('/') || apiBaseUrl.startsWith('//')) return [];
  const base = apiBaseUrl.replace(/\/+$/, '');
  return paths.filter((p) => p.startsWith(`${API_PREFIX}/`)).map((p) => base + p.slice(API_PREFIX.length));
}
