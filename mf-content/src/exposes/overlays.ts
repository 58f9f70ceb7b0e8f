// Content owns no overlays.
import type { RemoteOverlaysModule } from '@storefront/shared';

export const overlays: RemoteOverlaysModule['overlays'] = {};
