// This team's screens and overlays running on their own, inside the store Provider.
import { renderStandalone } from '@storefront/shared/standalone';
import { routes } from '../exposes/routes';
import { overlays } from '../exposes/overlays';

renderStandalone({ team: 'Content', routes, overlays });
