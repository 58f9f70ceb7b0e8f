// The console owns no overlays: it draws its own page and opens no store modal. The contract asks for the module.
import type { RemoteOverlaysModule } from '@storefront/shared';
import { EXPOSED_CONTRACT_VERSIONS } from '@storefront/shared/contracts';

export const overlays: RemoteOverlaysModule['overlays'] = {};

/** The version of the overlays contract this build implements; the shell refuses another major. */
export const contractVersion = EXPOSED_CONTRACT_VERSIONS.overlays;
