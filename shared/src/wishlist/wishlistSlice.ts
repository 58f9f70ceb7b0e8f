// The wishlist: product ids, initially 1, 2 and 3 (SPEC §3); adding an absent id appends it and opens the wishlist modal (SPEC §4).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../store/types';
import { openOverlay } from '../ui/uiSlice';

export interface WishlistState {
  ids: number[];
}

export const INITIAL_WISHLIST_IDS: readonly number[] = [1, 2, 3];

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: (): WishlistState => ({ ids: [...INITIAL_WISHLIST_IDS] }),
  reducers: {
    wishlistIdAdded(state, action: PayloadAction<number>) {
      if (!state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    removeFromWishlist(state, action: PayloadAction<number>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
  },
});

export const { wishlistIdAdded, removeFromWishlist } = wishlistSlice.actions;

type WithWishlist = { wishlist: WishlistState };

export const selectWishlistIds = (state: WithWishlist): number[] => state.wishlist.ids;

export const selectIsInWishlist =
  (id: number) =>
  (state: WithWishlist): boolean =>
    state.wishlist.ids.includes(id);

/** SPEC §4: an id not yet present is appended and the wishlist modal opens; a present id changes nothing. */
export const addToWishlist =
  (id: number): AppThunk =>
  (dispatch, getState) => {
    if (selectIsInWishlist(id)(getState())) return;
    dispatch(wishlistIdAdded(id));
    dispatch(openOverlay({ name: 'wishlistModal' }));
  };
