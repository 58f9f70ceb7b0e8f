// Puts the console's API into a store: the page's one shared store (the console makes no store of its own), or a
// test's. Injecting again is harmless.
import type { AppStore } from '@storefront/shared';
import { adminApi } from './adminApi';

export function injectAdminApi(store: AppStore): void {
  store.injectSlice({ slice: adminApi, middleware: adminApi.middleware });
}
