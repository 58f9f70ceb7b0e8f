// The modals and side panels any team may open. Which remote renders each is remotes.json's to say (its `overlays`);
// a remote implements those it lists in its exposes/overlays.ts (ARCHITECTURE "Runtime composition").

export type OverlayName =
  'cartModal' | 'cartPanel' | 'wishlistModal' | 'wishlistPanel' | 'quickView' | 'quickAdd' | 'search' | 'sizeGuide' | 'categories' | 'compare';

export const OVERLAY_NAMES: readonly OverlayName[] = [
  'cartModal',
  'cartPanel',
  'wishlistModal',
  'wishlistPanel',
  'quickView',
  'quickAdd',
  'search',
  'sizeGuide',
  'categories',
  'compare',
];

export function isOverlayName(value: unknown): value is OverlayName {
  return typeof value === 'string' && (OVERLAY_NAMES as readonly string[]).includes(value);
}
