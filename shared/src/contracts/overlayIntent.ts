// A control that opens an overlay (a remote's or the shell's) may say which, so the shell loads that overlay's code as
// the pointer, a touch or the focus reaches the control — before the press, not after it (decision 0028).
import type { OverlayName } from '../ui/overlays';

export const OPENS_OVERLAY_ATTRIBUTE = 'data-opens-overlay';

/** Spread onto the control: `<button {...opensOverlay('cartModal')}>`. */
export function opensOverlay(name: OverlayName): { [OPENS_OVERLAY_ATTRIBUTE]: OverlayName } {
  return { [OPENS_OVERLAY_ATTRIBUTE]: name };
}
