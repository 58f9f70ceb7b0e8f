// The catalogue team's overlays; the shell mounts each name listed for "catalog" in remotes.json.
import type { RemoteOverlaysModule } from '@storefront/shared';

export const overlays: RemoteOverlaysModule['overlays'] = {
  quickView: () => import('../overlays/quick-view/QuickView'),
  quickAdd: () => import('../overlays/quick-add/QuickAdd'),
  search: () => import('../overlays/search/SearchPanel'),
  compare: () => import('../overlays/compare/CompareOverlay'),
  sizeGuide: () => import('../overlays/size-guide/SizeGuidePanel'),
  categories: () => import('../overlays/categories/CategoriesPanel'),
};
