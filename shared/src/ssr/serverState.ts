// What a server-rendered page hands to the browser: the API answers its HTML was rendered from, so the first
// client render shows the same content without fetching it again (ARCHITECTURE "Server-rendered first screen").
import { createAction } from '@reduxjs/toolkit';
import { deepFreeze } from '../apiClient/deepFreeze';
import { SERVER_STATE_ELEMENT_ID } from '../contracts/pageContract';
import { shopperRecordFrom, type ShopperRecord } from '../shopper/shopperRecord';
import { postedCheckoutFrom, type PostedCheckout } from '../checkout/postedCheckout';

export { SERVER_STATE_ELEMENT_ID };

/** A query the page was rendered with whose answer was too large to inline: the browser fetches it again. */
export interface DeferredAnswer {
  endpointName: string;
  originalArgs: unknown;
}

/** The `shopApi` slice (RTK Query cache) of the store the page was rendered with. */
export interface ServerRenderedState {
  shopApi: unknown;
  deferred: DeferredAnswer[];
  /**
   * The shopper's record the page was rendered with (decision 0061): null for a browser without one, undefined for a
   * page whose server does not say.
   */
  shopper?: ShopperRecord | null;
  /** The checkout form last posted without scripts, on the page that shows it (decision 0066). */
  checkout?: PostedCheckout | null;
}

/** RTK Query's `extractRehydrationInfo` merges this action's fulfilled and failed queries into the cache. */
export const serverStateHydrated = createAction<ServerRenderedState>('ssr/serverStateHydrated');

/** The state the server rendered this page with, or null for a page rendered in the browser only. */
export function readServerState(doc: Document = document): ServerRenderedState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerRenderedState>;
    if (!state || typeof state.shopApi !== 'object' || state.shopApi === null) return null;
    const shopper = state.shopper === null ? null : state.shopper === undefined ? undefined : shopperRecordFrom(state.shopper);
    return {
      shopApi: deepFreeze(state.shopApi),
      deferred: Array.isArray(state.deferred) ? state.deferred : [],
      shopper,
      checkout: postedCheckoutFrom(state.checkout),
    };
  } catch {
    return null;
  }
}
