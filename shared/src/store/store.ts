// The store: `makeStore` builds one (tests build their own); `store` is the singleton every app shares.
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ApiEndpoint, StoreExtra } from '../api/apiBaseUrl';
import { storefrontApi } from '../api/storefrontApi';
import { registerCatalogListeners } from '../catalog/catalogListeners';
import { registerPersistence } from '../persistence/persistState';
import { restorePersistedState } from '../persistence/restoreState';
import { browserStorage } from '../persistence/safeStorage';
import { rootReducer } from './rootReducer';
import type { AppStartListening, RootState } from './types';

export interface MakeStoreOptions {
  /** Wins over what is restored from storage. */
  preloadedState?: Partial<RootState>;
  /** Where the shopping state persists; localStorage by default, null for none. */
  storage?: Storage | null;
  /** This store's API endpoint (a server render's base URL and in-process fetch); the page-wide default when absent. */
  api?: ApiEndpoint;
}

export function makeStore({ preloadedState, storage = browserStorage(), api }: MakeStoreOptions = {}) {
  const extra: StoreExtra = { api };
  const listeners = createListenerMiddleware();
  const startListening = listeners.startListening as AppStartListening;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...(storage ? restorePersistedState(storage) : {}), ...preloadedState },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(listeners.middleware).concat(storefrontApi.middleware),
  });
  if (storage) registerPersistence(startListening, storage);
  registerCatalogListeners(startListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The one store of the page: shared as a Module Federation singleton, so every remote sees the same state. */
export const store: AppStore = makeStore();
