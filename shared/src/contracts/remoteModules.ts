// The Module Federation contracts: what each remote exposes as `./routes` and `./overlays` (ARCHITECTURE "Packages").
import type { ComponentType } from 'react';
import type { OverlayName } from '../ui/overlays';
import type { ExposedContract } from './contractVersions';
import type { RemoteName } from './remoteName';
import type { Currency } from '../types';
import type { ShopperRecord } from '../shopper/shopperRecord';
import type { PostedCheckout } from '../checkout/postedCheckout';

export type { RemoteName };

export interface RemoteRouteDefinition {
  path: string;
  /** Loads the screen; called only when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
  /** The document title for the screen. */
  title?: string;
  /** The meta description (and og:description) for the screen; the store's description when absent. */
  description?: string;
}

export interface RemoteRoutesModule {
  routes: RemoteRouteDefinition[];
  /** The version of this contract the remote was built against (contractVersions.ts); the shell refuses another major. */
  contractVersion: string;
}

/** What an overlay component receives from whoever mounts it. */
export interface OverlayComponentProps {
  close: () => void;
  /**
   * What the opener passed. `limitReached: true` opens the cart modal, wishlist modal or compare overlay after an add
   * that list refused because it is full; the overlay says so.
   */
  props?: Record<string, unknown>;
}

export interface RemoteOverlaysModule {
  overlays: Partial<Record<OverlayName, () => Promise<{ default: ComponentType<OverlayComponentProps> }>>>;
  /** The version of this contract the remote was built against (contractVersions.ts); the shell refuses another major. */
  contractVersion: string;
}

/**
 * Each exposed module's shape, by the name every remote exposes it under. The names and versions are
 * contractVersions.json's; `ExposedModule` stops the type check when a contract there has no shape here.
 */
export interface ExposedModules {
  routes: RemoteRoutesModule;
  overlays: RemoteOverlaysModule;
}

export type ExposedModule<Contract extends ExposedContract> = ExposedModules[Contract];

/** What the API's page renderer asks a remote's (or the shell's) server bundle for (ARCHITECTURE "Server-rendered first screen"). */
export interface ServerRenderRequest {
  /** The page's path and query, e.g. `/product-detail/341`. */
  url: string;
  /** The route pattern the page matched in remotes.json, e.g. `/product-detail/:id`. */
  routePath: string;
  /** An absolute API base, e.g. `http://storefront.internal/api/v1/web`. */
  apiBaseUrl: string;
  /** The fetch API calls go through (the page renderer answers them in-process); the global fetch when absent. */
  fetch?: typeof fetch;
  /** The shopper's currency from their cookie (currency/currencyCookie.ts); the default (USD) when absent. */
  currency?: Currency;
  /** The shopper's record (cart, wishlist, compare list), which the page is rendered with; none when absent. */
  shopper?: ShopperRecord;
  /** The checkout form the shopper last posted without scripts (decision 0066); none when absent. */
  checkout?: PostedCheckout;
}

export interface ServerRenderedHtml {
  html: string;
  /** The store's RTK Query cache after rendering; the page embeds it for the first client render. */
  state: { shopApi: unknown; checkout?: PostedCheckout };
  /** The document title and meta description of the page, when the renderer knows them. */
  title?: string;
  description?: string;
}

/** A remote's `dist/server/render.js`: renders one of its routes to HTML, or null for a route it leaves to the browser. */
export interface RemoteServerModule {
  render(request: ServerRenderRequest): Promise<ServerRenderedHtml | null>;
}

/** The shell's `dist/server/render.js`: the frame for a route, with SCREEN_MARKER where the screen goes (pageContract.ts). */
export interface ShellServerModule {
  renderLayout(request: ServerRenderRequest & { remotes: unknown }): Promise<ServerRenderedHtml | null>;
}
