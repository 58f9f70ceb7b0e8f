// The modals and side panels any team may open, and which remote renders each (ARCHITECTURE "Runtime composition").
import type { RemoteName } from '../contracts/remoteName';

export type OverlayName =
  'cartModal' | 'cartPanel' | 'wishlistModal' | 'wishlistPanel' | 'quickView' | 'quickAdd' | 'search' | 'sizeGuide' | 'categories' | 'compare';

export const OVERLAY_OWNERS = {
  cartModal: 'cart',
  cartPanel: 'cart',
  wishlistModal: 'cart',
  wishlistPanel: 'cart',
  quickView: 'catalog',
  quickAdd: 'catalog',
  search: 'catalog',
  sizeGuide: 'catalog',
  categories: 'catalog',
  compare: 'catalog',
} as const satisfies Readonly<Record<OverlayName, RemoteName>>;

export const OVERLAY_NAMES = Object.keys(OVERLAY_OWNERS) as OverlayName[];

export function isOverlayName(value: unknown): value is OverlayName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(OVERLAY_OWNERS, value);
}
