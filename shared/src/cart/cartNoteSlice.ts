// The optional order note saved from the cart side panel (SPEC §2 "Cart"); persisted with the cart.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const cartNoteSlice = createSlice({
  name: 'cartNote',
  initialState: '',
  reducers: {
    saveCartNote: (_state, action: PayloadAction<string>) => (typeof action.payload === 'string' ? action.payload : ''),
  },
  selectors: {
    selectCartNote: (note) => note,
  },
});

export const { saveCartNote } = cartNoteSlice.actions;
export const { selectCartNote } = cartNoteSlice.selectors;
