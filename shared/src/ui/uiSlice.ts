// Which modal or panel is open (one at a time), the quick-view item and the quick-add quantity (SPEC §3 "Shared shopping state").
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cappedQuantity } from '../cart/quantity';
import { isOverlayName, type OverlayName } from './overlays';

export interface OpenOverlay {
  name: OverlayName;
  /** Must be serialisable: it lives in the store. */
  props?: Record<string, unknown>;
}

export interface UiState {
  overlay: OpenOverlay | null;
  quickViewProductId: number | null;
  quickAddQuantity: number;
}

export const initialUiState: UiState = { overlay: null, quickViewProductId: null, quickAddQuantity: 1 };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    /** SPEC §2: opening a modal or panel closes any other first. */
    openOverlay(state, action: PayloadAction<OpenOverlay>) {
      const { name, props } = action.payload;
      if (!isOverlayName(name)) return;
      state.overlay = props === undefined ? { name } : { name, props };
    },
    closeOverlay(state) {
      state.overlay = null;
    },
    setQuickViewProduct(state, action: PayloadAction<number | null>) {
      state.quickViewProductId = action.payload;
    },
    /** Quantity rule as in the cart: whole numbers ≥ 1 only, at most 99. */
    setQuickAddQuantity(state, action: PayloadAction<number>) {
      state.quickAddQuantity = cappedQuantity(action.payload) ?? state.quickAddQuantity;
    },
  },
  selectors: {
    selectOverlay: (state) => state.overlay,
    selectQuickViewProductId: (state) => state.quickViewProductId,
    selectQuickAddQuantity: (state) => state.quickAddQuantity,
  },
});

export const { openOverlay, closeOverlay, setQuickViewProduct, setQuickAddQuantity } = uiSlice.actions;
export const { selectOverlay, selectQuickViewProductId, selectQuickAddQuantity } = uiSlice.selectors;

/** True while the named overlay is the open one. */
export const selectIsOverlayOpen =
  (name: OverlayName) =>
  (state: { ui: UiState }): boolean =>
    state.ui.overlay?.name === name;
