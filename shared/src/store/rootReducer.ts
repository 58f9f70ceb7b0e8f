// The shared shopping state (SPEC §3): one reducer per feature plus the API cache under `shopApi`. Each store gets a
// reducer of its own, so what a remote injects into one store (sliceInjection.ts) is in that store alone.
import { combineSlices } from '@reduxjs/toolkit';
import { cartSlice } from '../cart/cartSlice';
import { cartNoteSlice } from '../cart/cartNoteSlice';
import { wishlistSlice } from '../wishlist/wishlistSlice';
import { compareSlice } from '../compare/compareSlice';
import { currencySlice } from '../currency/currencySlice';
import { uiSlice } from '../ui/uiSlice';
import { shopApi } from '../apiClient/shopApi';
import { accountSlice } from '../account/accountSlice';

export const createRootReducer = () => combineSlices(cartSlice, cartNoteSlice, wishlistSlice, compareSlice, currencySlice, uiSlice, accountSlice, shopApi);

export type RootReducer = ReturnType<typeof createRootReducer>;
