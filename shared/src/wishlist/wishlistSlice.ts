// The wishlist: the product ids the shopper saved, none at first (not the SPEC's sample ids 1, 2, 3: a new shopper has
// saved nothing); adding an absent id appends it and opens the wishlist modal (SPEC §4).
// It keeps at most MAX_WISHLIST_ITEMS ids (decision 0014).
import { MAX_LIST_IDS_IN_RECORD } from '../shopper/recordLimits';
import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { afterNextPaint } from '../ui/afterNextPaint';
import { openOverlay } from '../ui/uiSlice';
import { shopperRecordLoaded } from '../shopper/shopperActions';

export const MAX_WISHLIST_ITEMS = MAX_LIST_IDS_IN_RECORD;

export interface WishlistState {
  ids: number[];
  /** True when the stored wishlist had more than MAX_WISHLIST_ITEMS ids and was cut down on load, until the message is dismissed. */
  trimmedOnLoad?: boolean;
}

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: (): WishlistState => ({ ids: [] }),
  reducers: {
    wishlistIdAdded(state, action: PayloadAction<number>) {
      if (state.ids.length < MAX_WISHLIST_ITEMS && !state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    removeFromWishlist(state, action: PayloadAction<number>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
    wishlistTrimNoticeDismissed(state) {
      state.trimmedOnLoad = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(shopperRecordLoaded, (state, action) => {
      state.ids = action.payload.wishlist;
    });
  },
});

export const { wishlistIdAdded, removeFromWishlist, wishlistTrimNoticeDismissed } = wishlistSlice.actions;

type WithWishlist = { wishlist: WishlistState };

export const selectWishlistIds = (state: WithWishlist): number[] => state.wishlist.ids;

export const selectIsInWishlist =
  (id: number) =>
  (state: WithWishlist): boolean =>
    state.wishlist.ids.includes(id);

/**
 * SPEC §4: an id not yet present is appended and the wishlist modal opens; a present id changes nothing. A full
 * wishlist takes nothing, and its modal opens with `limitReached` to say why. A shopper's press (`answerFirst`) opens
 * the modal in its own task and appends the id once the browser has painted it (decision 0044, as addToCart).
 */
export const addToWishlist =
  // Typed with the state it reads, not the store's RootState: the root reducer is built from this slice.
  (id: number, { answerFirst = false } = {}): ThunkAction<void, WithWishlist, unknown, UnknownAction> =>
    (dispatch, getState) => {
      if (selectIsInWishlist(id)(getState())) return;
      const full = selectWishlistIds(getState()).length >= MAX_WISHLIST_ITEMS;
      const add = () => dispatch(wishlistIdAdded(id));
      if (!full) {
        if (answerFirst) afterNextPaint(add);
        else add();
      }
      dispatch(openOverlay({ name: 'wishlistModal', props: full ? { limitReached: true } : undefined }));
    };
