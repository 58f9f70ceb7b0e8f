// The record keeps what the store keeps (cartSlice, wishlistSlice, compareSlice), no more: the same caps, in a file
// without the slices, so the API need not load Redux to read them.
export const MAX_CART_LINES_IN_RECORD = 100;
export const MAX_LIST_IDS_IN_RECORD = 100;
