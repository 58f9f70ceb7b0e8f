// One state for the page's store and the shopper's record on the server (decision 0061). At start the store takes the
// record the page was rendered with (or, on a page the server did not render, the record the API answers): a record
// wins over localStorage, because a form posted before the scripts (or without them) changed it and not the storage.
// A browser without a record yet keeps what localStorage restored and saves it, so nothing a shopper had is lost.
// From then on, each change of the cart, wishlist, compare list or currency is saved back at once: the next page's
// server render reads the record, and a navigation's request leaves before the old page's pagehide, so a save put off
// until then would come too late. One save at a time, in order; changes made meanwhile go in one more save after it.
// Signing in or out changes which record the browser has (decision 0070): the store follows.
import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening, RootState } from '../store/types';
import type { AppDispatch } from '../store/store';
import { DEFAULT_API_BASE_URL } from '../apiClient/apiBaseUrl';
import { SHOPPER_API_PATH } from './shopperForms';
import { emptyShopperRecord, holdsNothing, shopperRecordFrom, type ShopperRecord } from './shopperRecord';
import { accountApi } from '../account/accountApi';
import { shopperRecordLoaded } from './shopperActions';

const KEEPALIVE_MAX_CHARS = 60_000;

export interface ShopperSyncStore {
  dispatch: AppDispatch;
  getState: () => RootState;
  startListening: AppStartListening;
}

export interface ShopperEndpoint {
  /** GET: `{ record }`; PUT: keeps the body. */
  url: () => string;
  fetch: typeof fetch;
}

// On the page's own origin, as the forms are (shopperFormAction.ts): the record's cookie is this origin's.
const browserEndpoint = (): ShopperEndpoint => ({ url: () => DEFAULT_API_BASE_URL + SHOPPER_API_PATH, fetch: (...args) => fetch(...args) });

export const recordOf = (state: RootState): ShopperRecord => ({
  cart: state.cart.items,
  wishlist: state.wishlist.ids,
  compare: state.compare.ids,
  currency: state.currency,
});

/**
 * `pageRecord`: the record the page was rendered with — null when the browser had none, undefined when the page
 * carries no record (rendered in the browser): then it is asked for.
 */
export function startShopperSync(store: ShopperSyncStore, pageRecord: ShopperRecord | null | undefined, endpoint: ShopperEndpoint = browserEndpoint()) {
  let saving = false;
  let unsaved = false;
  const save = (keepalive = false) => {
    if (saving && !keepalive) {
      unsaved = true;
      return;
    }
    saving = true;
    unsaved = false;
    const body = JSON.stringify(recordOf(store.getState()));
    endpoint
      .fetch(endpoint.url(), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
        credentials: 'same-origin',
        // A save under way when the shopper follows a link is not cancelled with the page (browsers take up to 64 KB
        // of such bodies; a bigger record, a full cart, goes as a plain request).
        keepalive: keepalive || body.length < KEEPALIVE_MAX_CHARS,
      })
      .catch(() => {
        // Offline: the next change saves everything again, and localStorage still has it meanwhile.
      })
      .finally(() => {
        saving = false;
        if (unsaved) save();
      });
  };
  const adopt = (record: ShopperRecord | null) => {
    if (record) store.dispatch(shopperRecordLoaded(record));
    else if (!holdsNothing(recordOf(store.getState()))) save();
  };

  const load = () =>
    endpoint
      .fetch(endpoint.url(), { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((answer: { record?: unknown }) => adopt(answer.record ? shopperRecordFrom(answer.record) : null))
      .catch(() => {
        // No answer: the store keeps what it restored, and saves it with the shopper's next change.
      });
  if (pageRecord !== undefined) adopt(pageRecord);
  else void load();

  // Signing in took this browser to the account's record (its lines merged in): the store starts from that record.
  // Signing out leaves the record with the account: the store empties, and this browser's next change starts a new one.
  const stopSignIn = store.startListening({ matcher: accountApi.endpoints.signIn.matchFulfilled, effect: () => void load() });
  const stopSignOut = store.startListening({
    matcher: isAnyOf(accountApi.endpoints.signOut.matchFulfilled, accountApi.endpoints.deleteAccount.matchFulfilled),
    effect: (_action, api) => void api.dispatch(shopperRecordLoaded({ ...emptyShopperRecord(), currency: api.getState().currency })),
  });

  const changed = (current: RootState, previous: RootState) =>
    current.cart.items !== previous.cart.items ||
    current.wishlist.ids !== previous.wishlist.ids ||
    current.compare.ids !== previous.compare.ids ||
    current.currency !== previous.currency;
  const stop = store.startListening({
    predicate: (action, current, previous) => !shopperRecordLoaded.match(action) && changed(current, previous),
    effect: () => save(),
  });
  // A change still waiting for the save before it goes with the page, so it outlives it.
  const leave = () => {
    if (unsaved) save(true);
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', leave);
  return () => {
    stop();
    stopSignIn();
    stopSignOut();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', leave);
  };
}
