// The Module Federation contracts: what each remote exposes as `./routes` and `./overlays` (ARCHITECTURE "Packages").
import type { ComponentType } from 'react';
import type { OverlayName } from './ui/overlays';

export type RemoteName = 'catalog' | 'cart' | 'checkout' | 'content';

export interface RemoteRouteDefinition {
  path: string;
  /** Loads the screen; called only when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
  /** The document title for the screen. */
  title?: string;
  /** The meta description (and og:description) for the screen; the store's description when absent. */
  description?: string;
}

export interface RemoteRoutesModule {
  routes: RemoteRouteDefinition[];
}

/** What an overlay component receives from whoever mounts it. */
export interface OverlayComponentProps {
  close: () => void;
  props?: Record<string, unknown>;
}

export interface RemoteOverlaysModule {
  overlays: Partial<Record<OverlayName, () => Promise<{ default: ComponentType<OverlayComponentProps> }>>>;
}
