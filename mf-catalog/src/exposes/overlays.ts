// The catalogue team's overlays (quick view, quick add, search, compare, size guide, categories) arrive with their screens.
import type { RemoteOverlaysModule } from '@storefront/shared';

export const overlays: RemoteOverlaysModule['overlays'] = {};
