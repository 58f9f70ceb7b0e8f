// The cart: one line per product + license + size + colour (`lineKey`), with quantity and license (SPEC §4
// "Cart"), at most MAX_CART_LINES lines of at most MAX_QUANTITY each (decision 0014). Adding goes through the `addToCart` thunk.
// Actions address a line by its `key`; the older `id` form (the product's first line) is still read, because remotes
// built before variants share this store (ARCHITECTURE: a change to `shared` is additive).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, Product } from '../types';
import { matchLicensePrice } from '../license/licensePrice';
import { cappedQuantity } from './quantity';
import { toCartLine } from './cartLine';
import { cartLineKey, type LineVariant } from './lineKey';
import { mergeDuplicateLines } from './mergeLines';
import { MAX_CART_LINES_IN_RECORD } from '../shopper/recordLimits';
import { shopperRecordLoaded } from '../shopper/shopperActions';

export const MAX_CART_LINES = MAX_CART_LINES_IN_RECORD;

export interface CartState {
  items: CartLine[];
  /** True when the stored cart had more than MAX_CART_LINES lines and was cut down on load, until the message is dismissed. */
  trimmedOnLoad?: boolean;
}

export const initialCartState: CartState = { items: [] };

/** Which line an action means: its `key` (`cartLineKey`), or — the older form — the first line of product `id`. */
export type LineRef = { key: string; id?: number } | { id: number; key?: undefined };

function findLine(items: CartLine[], ref: LineRef): CartLine | undefined {
  return ref.key !== undefined ? items.find((line) => cartLineKey(line) === ref.key) : items.find((line) => line.id === ref.id);
}

/** Takes the product's current prices into the line; quantity and variant stay, the license stays if still offered. */
function repriceLine(line: CartLine, product: Product) {
  const fresh = toCartLine(product, line.quantity, line.selectedLicense);
  line.price = fresh.price;
  line.oldPrice = fresh.oldPrice;
  line.prices = fresh.prices;
  line.selectedLicense = fresh.selectedLicense;
  if (fresh.amounts) line.amounts = fresh.amounts;
  else delete line.amounts;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** SPEC §4: a line is added only if the same variant is not already in the cart; a full cart takes nothing. */
    lineAdded(state, action: PayloadAction<CartLine>) {
      const key = cartLineKey(action.payload);
      if (state.items.length < MAX_CART_LINES && !state.items.some((line) => cartLineKey(line) === key)) state.items.push(action.payload);
    },
    /** SPEC §5: quantity must be a positive whole number (anything else leaves the line unchanged); above 99 it is 99. */
    updateQuantity(state, action: PayloadAction<LineRef & { quantity: number }>) {
      const line = findLine(state.items, action.payload);
      const quantity = cappedQuantity(action.payload.quantity);
      if (line && quantity) line.quantity = quantity;
    },
    /** Switches a line to one of its own tiers (matched case-insensitively); an unknown tier leaves it unchanged. */
    updateLicense(state, action: PayloadAction<LineRef & { selectedLicense: string }>) {
      const line = findLine(state.items, action.payload);
      const tier = line && matchLicensePrice(line.prices, action.payload.selectedLicense);
      if (!line || !tier) return;
      line.selectedLicense = tier.license_type;
      state.items = mergeDuplicateLines(state.items);
    },
    /**
     * Replaces the price snapshot of every line of these products with the server's (one action for a whole refresh, so
     * the cart is stored once); quantity and variant stay, the license stays if still offered.
     */
    cartPricesRefreshed(state, action: PayloadAction<readonly Product[]>) {
      const fresh = new Map(action.payload.map((product) => [product.id, product]));
      for (const line of state.items) {
        const product = fresh.get(line.id);
        if (product) repriceLine(line, product);
      }
      state.items = mergeDuplicateLines(state.items);
    },
    /** Removes the line with this key; a number (the older form) removes every line of that product. */
    removeFromCart(state, action: PayloadAction<string | number>) {
      const ref = action.payload;
      state.items = state.items.filter((line) => (typeof ref === 'number' ? line.id !== ref : cartLineKey(line) !== ref));
    },
    /** SPEC §4: empties the cart; persistence then removes the stored cart. */
    clearCart(state) {
      state.items = [];
    },
    cartTrimNoticeDismissed(state) {
      state.trimmedOnLoad = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(shopperRecordLoaded, (state, action) => {
      state.items = action.payload.cart;
    });
  },
});

export const { lineAdded, updateQuantity, updateLicense, cartPricesRefreshed, removeFromCart, clearCart, cartTrimNoticeDismissed } = cartSlice.actions;

type WithCart = { cart: CartState };

export const selectCartItems = (state: WithCart): CartLine[] => state.cart.items;

/** The number of distinct lines (not the sum of quantities): what the header badge counts. */
export const selectCartCount = (state: WithCart): number => state.cart.items.length;

/** The product's first line (any variant). */
export const selectCartLine =
  (id: number) =>
  (state: WithCart): CartLine | undefined =>
    state.cart.items.find((line) => line.id === id);

/** The line with this key (`lineKey(product, license, size, colour)`). */
export const selectCartLineByKey =
  (key: string) =>
  (state: WithCart): CartLine | undefined =>
    state.cart.items.find((line) => cartLineKey(line) === key);

/**
 * The line of this product in this size and colour, whatever its tier: the product page and quick add show it as
 * "Already Added" and edit its quantity and license in place (SPEC §4 "Product page", decision 0017).
 */
export const selectCartLineOfVariant =
  (id: number, variant: LineVariant) =>
  (state: WithCart): CartLine | undefined =>
    state.cart.items.find((line) => line.id === id && (line.size ?? '') === (variant.size ?? '') && (line.color ?? '') === (variant.color ?? ''));

/** Without a key: is any variant of the product in the cart (a product card's "Already Added"). With one: is that line. */
export const selectIsInCart =
  (id: number, key?: string) =>
  (state: WithCart): boolean =>
    state.cart.items.some((line) => (key === undefined ? line.id === id : cartLineKey(line) === key));

export type { LineVariant };
