// The compare list: the product ids the shopper chose, none at first (not the SPEC's sample ids: a new shopper has
// compared nothing), never duplicated (SPEC §4 "Wishlist and compare"), at most MAX_COMPARE_ITEMS of them (decision
// 0014; the spec sets no smaller limit). Not in localStorage (SPEC §4 "Persistence"); the shopper record on the server keeps it (decision 0061).
import { MAX_LIST_IDS_IN_RECORD } from '../shopper/recordLimits';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shopperRecordLoaded } from '../shopper/shopperActions';

export const MAX_COMPARE_ITEMS = MAX_LIST_IDS_IN_RECORD;

export interface CompareState {
  ids: number[];
}

export const compareSlice = createSlice({
  name: 'compare',
  initialState: (): CompareState => ({ ids: [] }),
  reducers: {
    addToCompare(state, action: PayloadAction<number>) {
      if (state.ids.length < MAX_COMPARE_ITEMS && !state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    removeFromCompare(state, action: PayloadAction<number>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(shopperRecordLoaded, (state, action) => {
      state.ids = action.payload.compare;
    });
  },
});

export const { addToCompare, removeFromCompare } = compareSlice.actions;

type WithCompare = { compare: CompareState };

export const selectCompareIds = (state: WithCompare): number[] => state.compare.ids;

export const selectIsInCompare =
  (id: number) =>
  (state: WithCompare): boolean =>
    state.compare.ids.includes(id);
