// The localStorage keys the store persists under (SPEC §4 "Persistence": "The currency is stored under a currency key").
export const STORAGE_KEYS = {
  cart: 'cart',
  wishlist: 'wishlist',
  currency: 'currency',
  cartNote: 'cartNote',
} as const;
