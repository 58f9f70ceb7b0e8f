// Loads the sample catalogue once, on first need: a dynamic import keeps it out of every bundle until then.
import type { Product } from '../types';

let loading: Promise<Product[]> | undefined;
let loaded: Product[] | undefined;

export function loadSampleCatalog(): Promise<Product[]> {
  loading ??= import(/* webpackChunkName: "sample-catalog" */ './sampleCatalog').then(
    (module) => (loaded = module.SAMPLE_PRODUCTS),
    (error: unknown) => {
      loading = undefined; // let a later call retry
      throw error;
    },
  );
  return loading;
}

/** The sample catalogue if it has already loaded. */
export function loadedSampleCatalog(): Product[] | undefined {
  return loaded;
}
