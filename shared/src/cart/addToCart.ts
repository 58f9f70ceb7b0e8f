// Adds a product to the cart (if absent) and opens the cart modal (SPEC §4 "Cart"; SPEC §2: the modal opens after an add).
// A full cart (issue 18 §6) takes nothing, and its modal opens with `limitReached` to say why.
import type { Product } from '../types';
import type { AppThunk } from '../store/types';
import { openOverlay } from '../ui/uiSlice';
import { lineAdded, MAX_CART_LINES, selectCartCount, selectIsInCart } from './cartSlice';
import { toCartLine } from './cartLine';

export interface AddToCartArgs {
  product: Product;
  /** Default 1; anything but a whole number ≥ 1 becomes 1. */
  quantity?: number;
  /** Default: the product's default tier (Standard); '' for an unlicensed product. */
  selectedLicense?: string;
  /** Default true: open the cart modal, replacing any open modal or panel. */
  openModal?: boolean;
}

export const addToCart =
  ({ product, quantity, selectedLicense, openModal = true }: AddToCartArgs): AppThunk =>
  (dispatch, getState) => {
    if (selectIsInCart(product.id)(getState())) return;
    const full = selectCartCount(getState()) >= MAX_CART_LINES;
    if (!full) dispatch(lineAdded(toCartLine(product, quantity, selectedLicense)));
    if (openModal) dispatch(openOverlay({ name: 'cartModal', props: full ? { limitReached: true } : undefined }));
  };
