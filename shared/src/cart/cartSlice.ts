// The cart: one line per product, with quantity and license (SPEC §4 "Cart"), at most MAX_CART_LINES lines of at most
// MAX_QUANTITY each (issue 18 §6). Adding goes through the `addToCart` thunk.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, Product } from '../types';
import { matchLicensePrice } from '../license/licensePrice';
import { cappedQuantity } from './quantity';
import { toCartLine } from './cartLine';

export const MAX_CART_LINES = 100;

export interface CartState {
  items: CartLine[];
  /** True when the stored cart had more than MAX_CART_LINES lines and was cut down on load, until the message is dismissed. */
  trimmedOnLoad?: boolean;
}

export const initialCartState: CartState = { items: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** SPEC §4: a product is added only if it is not already in the cart; a full cart takes nothing. */
    lineAdded(state, action: PayloadAction<CartLine>) {
      if (state.items.length < MAX_CART_LINES && !state.items.some((line) => line.id === action.payload.id)) state.items.push(action.payload);
    },
    /** SPEC §5: quantity must be a positive whole number (anything else leaves the line unchanged); above 99 it is 99. */
    updateQuantity(state, action: PayloadAction<{ id: number; quantity: number }>) {
      const line = state.items.find((item) => item.id === action.payload.id);
      const quantity = cappedQuantity(action.payload.quantity);
      if (line && quantity) line.quantity = quantity;
    },
    /** Switches a line to one of its own tiers (matched case-insensitively); an unknown tier leaves it unchanged. */
    updateLicense(state, action: PayloadAction<{ id: number; selectedLicense: string }>) {
      const { id, selectedLicense } = action.payload;
      const line = state.items.find((item) => item.id === id);
      const tier = line && matchLicensePrice(line.prices, selectedLicense);
      if (line && tier) line.selectedLicense = tier.license_type;
    },
    /** Replaces a line's price snapshot with the product as the server now prices it; quantity stays, the license stays if still offered. */
    linePricesRefreshed(state, action: PayloadAction<Product>) {
      const line = state.items.find((item) => item.id === action.payload.id);
      if (!line) return;
      const fresh = toCartLine(action.payload, line.quantity, line.selectedLicense);
      line.price = fresh.price;
      line.oldPrice = fresh.oldPrice;
      line.prices = fresh.prices;
      line.selectedLicense = fresh.selectedLicense;
    },
    removeFromCart(state, action: PayloadAction<number>) {
      state.items = state.items.filter((line) => line.id !== action.payload);
    },
    /** SPEC §4: empties the cart; persistence then removes the stored cart. */
    clearCart(state) {
      state.items = [];
    },
    cartTrimNoticeDismissed(state) {
      state.trimmedOnLoad = false;
    },
  },
});

export const { lineAdded, updateQuantity, updateLicense, linePricesRefreshed, removeFromCart, clearCart, cartTrimNoticeDismissed } = cartSlice.actions;

type WithCart = { cart: CartState };

export const selectCartItems = (state: WithCart): CartLine[] => state.cart.items;

/** The number of distinct lines (not the sum of quantities): what the header badge counts. */
export const selectCartCount = (state: WithCart): number => state.cart.items.length;

export const selectCartLine =
  (id: number) =>
  (state: WithCart): CartLine | undefined =>
    state.cart.items.find((line) => line.id === id);

export const selectIsInCart =
  (id: number) =>
  (state: WithCart): boolean =>
    state.cart.items.some((line) => line.id === id);
