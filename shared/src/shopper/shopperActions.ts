// The store taking the shopper's record as its own (decision 0061): the cart, wishlist, compare list and currency
// become the record's. Each of those slices answers it; the sync does not save it back (it came from the server).
import { createAction } from '@reduxjs/toolkit';
import type { ShopperRecord } from './shopperRecord';

export const shopperRecordLoaded = createAction<ShopperRecord>('shopper/recordLoaded');
