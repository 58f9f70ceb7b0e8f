// Adds a product to the cart (unless that variant is already there) and opens the cart modal (SPEC §4 "Cart"; SPEC §2:
// the modal opens after an add). A full cart (decision 0014) takes nothing, and its modal opens with `limitReached` to say why.
import type { Product } from '../types';
import type { AppThunk } from '../store/types';
import { afterNextPaint } from '../ui/afterNextPaint';
import { openOverlay } from '../ui/uiSlice';
import { lineAdded, MAX_CART_LINES, selectCartCount, selectIsInCart } from './cartSlice';
import { toCartLine } from './cartLine';
import { cartLineKey } from './lineKey';

export interface AddToCartArgs {
  product: Product;
  /** Default 1; anything but a whole number ≥ 1 becomes 1. */
  quantity?: number;
  /** Default: the product's default tier (Standard); '' for an unlicensed product. */
  selectedLicense?: string;
  /** One of the product's sizes; default (or when not its own) the product's first. Ignored for a product without sizes. */
  size?: string;
  /** The name of one of the product's colours; default the first. Ignored for a product without colours. */
  color?: string;
  /** Default true: open the cart modal, replacing any open modal or panel. */
  openModal?: boolean;
  /**
   * A shopper's press (default false): the modal opens in the press's own task and the line is added once the browser
   * has painted it, so the press answers within a frame; re-rendering everything that shows the cart waits a task.
   */
  answerFirst?: boolean;
}

export const addToCart =
  ({ product, quantity, selectedLicense, size, color, openModal = true, answerFirst = false }: AddToCartArgs): AppThunk =>
  (dispatch, getState) => {
    const line = toCartLine(product, quantity, selectedLicense, { size, color });
    if (selectIsInCart(product.id, cartLineKey(line))(getState())) return;
    const full = selectCartCount(getState()) >= MAX_CART_LINES;
    // lineAdded itself ignores a line already there or one over the limit, so a line added later stays correct.
    const add = () => dispatch(lineAdded(line));
    if (!full) {
      if (answerFirst && openModal) afterNextPaint(add);
      else add();
    }
    if (openModal) dispatch(openOverlay({ name: 'cartModal', props: full ? { limitReached: true } : undefined }));
  };
