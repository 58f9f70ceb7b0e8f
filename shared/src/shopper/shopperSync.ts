// One state for the page's store and the shopper's record on the server (decision 0061). At start the store takes the
// record the page was rendered with (or, on a page the server did not render, the record the API answers): a record
// wins over localStorage, because a form posted before the scripts (or without them) changed it and not the storage.
// A browser without a record yet keeps what localStorage restored and saves it, so nothing a shopper had is lost.
// From then on, each change of the cart, wishlist, compare list or currency is saved back, a moment later (one PUT
// for a burst of changes) and at once when the page is being left.
import type { AppStartListening, RootState } from '../store/types';
import type { AppDispatch } from '../store/store';
import { DEFAULT_API_BASE_URL } from '../api/apiBaseUrl';
import { SHOPPER_API_PATH } from './shopperForms';
import { holdsNothing, shopperRecordFrom, type ShopperRecord } from './shopperRecord';
import { shopperRecordLoaded } from './shopperActions';

/** Long enough to gather a burst of presses (plus, plus, plus) into one save. */
export const SAVE_DELAY_MS = 300;

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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = (keepalive: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    endpoint
      .fetch(endpoint.url(), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(recordOf(store.getState())),
        credentials: 'same-origin',
        keepalive,
      })
      .catch(() => {
        // Offline: the next change saves everything again, and localStorage still has it meanwhile.
      });
  };
  const adopt = (record: ShopperRecord | null) => {
    if (record) store.dispatch(shopperRecordLoaded(record));
    else if (!holdsNothing(recordOf(store.getState()))) save(false);
  };

  if (pageRecord !== undefined) adopt(pageRecord);
  else {
    endpoint
      .fetch(endpoint.url(), { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((answer: { record?: unknown }) => adopt(answer.record ? shopperRecordFrom(answer.record) : null))
      .catch(() => {
        // No answer: the store keeps what it restored, and saves it with the shopper's next change.
      });
  }

  const changed = (current: RootState, previous: RootState) =>
    current.cart.items !== previous.cart.items ||
    current.wishlist.ids !== previous.wishlist.ids ||
    current.compare.ids !== previous.compare.ids ||
    current.currency !== previous.currency;
  const stop = store.startListening({
    predicate: (action, current, previous) => !shopperRecordLoaded.match(action) && changed(current, previous),
    effect: () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS, false);
    },
  });
  const leave = () => {
    if (timer !== undefined) save(true);
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', leave);
  return () => {
    stop();
    clearTimeout(timer);
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', leave);
  };
}
