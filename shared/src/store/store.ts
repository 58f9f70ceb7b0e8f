// The store: `makeStore` builds one (tests build their own); `store` is the singleton every app shares.
import { configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ApiEndpoint, StoreExtra } from '../apiClient/apiBaseUrl';
import { shopApi } from '../apiClient/shopApi';
import { registerCatalogListeners } from '../catalog/catalogListeners';
import { registerCurrencyCookie, registerPersistence } from '../persistence/persistState';
import { restorePersistedState, type PersistedState } from '../persistence/restoreState';
import { browserStorage } from '../persistence/safeStorage';
import { browserCookies, currencyCookie, currencyFromCookies, type CookieJar } from '../currency/currencyCookie';
import { createRootReducer } from './rootReducer';
import { sliceInjector } from './sliceInjection';
import type { AppStartListening, RootState } from './types';

export interface MakeStoreOptions {
  /** Wins over what is restored from storage. */
  preloadedState?: Partial<RootState>;
  /** Where the shopping state persists; localStorage by default, null for none. */
  storage?: Storage | null;
  /** Where the currency choice is kept for the server render; the page's cookies with the default storage, else none. */
  cookies?: CookieJar | null;
  /** This store's API endpoint (a server render's base URL and in-process fetch); the page-wide default when absent. */
  api?: ApiEndpoint;
}

export function makeStore(options: MakeStoreOptions = {}) {
  const { preloadedState, storage = browserStorage(), api } = options;
  const cookies = options.cookies !== undefined ? options.cookies : options.storage === undefined ? browserCookies() : null;
  const extra: StoreExtra = { api };
  const listeners = createListenerMiddleware();
  const startListening = listeners.startListening as AppStartListening;
  const restored: Partial<PersistedState> = storage ? restorePersistedState(storage) : {};
  // The cookie is the currency's source of truth (the server rendered the page with it); localStorage only fills in
  // for a shopper who chose before the cookie existed, and the cookie is written for them at once.
  const cookieCurrency = cookies ? currencyFromCookies(cookies.read()) : undefined;
  if (cookieCurrency) restored.currency = cookieCurrency;
  else if (cookies && restored.currency) cookies.write(currencyCookie(restored.currency));
  const reducer = createRootReducer();
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: { ...restored, ...preloadedState },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(shopApi.middleware, dynamicMiddleware.middleware),
  });
  if (storage) registerPersistence(startListening, storage);
  if (cookies) registerCurrencyCookie(startListening, cookies);
  registerCatalogListeners(startListening);
  /** Adds a remote's own slice or API (and its middleware) to this store: `store.injectSlice({ slice: api, middleware: api.middleware })`. */
  const injectSlice = sliceInjector({ reducer, dynamicMiddleware, getState: store.getState, dispatch: store.dispatch });
  // `startListening`: for listeners started once the page knows more (the shopper record's sync, shopperSync.ts).
  return Object.assign(store, { injectSlice, startListening });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The one store of the page: shared as a Module Federation singleton, so every remote sees the same state. */
export const store: AppStore = makeStore();
