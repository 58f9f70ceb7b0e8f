// The sample catalogue as React state: loaded the first time a component needs it.
import { useEffect, useState } from 'react';
import type { Product } from '../types';
import { loadedSampleCatalog, loadSampleCatalog } from './loadSampleCatalog';

export interface SampleCatalogState {
  sample: Product[] | undefined;
  failed: boolean;
}

export function useSampleCatalog(needed: boolean): SampleCatalogState {
  const [sample, setSample] = useState<Product[] | undefined>(loadedSampleCatalog);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || sample) return;
    let active = true;
    loadSampleCatalog().then(
      (products) => active && setSample(products),
      (error: unknown) => {
        console.error('[storefront] the sample catalogue could not be loaded', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [needed, sample]);
  return { sample, failed };
}
