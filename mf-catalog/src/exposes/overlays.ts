// The catalogue team's overlays; the shell mounts each name listed for "catalog" in remotes.json.
import type { RemoteOverlaysModule } from '@storefront/shared';
import { EXPOSED_CONTRACT_VERSIONS } from '@storefront/shared/contracts';

export const overlays: RemoteOverlaysModule['overlays'] = {
  quickView: () => import('../overlays/quick-view/QuickView'),
  quickAdd: () => import('../overlays/quick-add/QuickAdd'),
  search: () => import('../overlays/search/SearchPanel'),
  compare: () => import('../overlays/compare/CompareOverlay'),
  sizeGuide: () => import('../overlays/size-guide/SizeGuidePanel'),
  categories: () => import('../overlays/categories/CategoriesPanel'),
};

/** The version of the overlays contract this build implements; the shell refuses another major. */
export const contractVersion = EXPOSED_CONTRACT_VERSIONS.overlays;
