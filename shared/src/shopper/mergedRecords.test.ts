import { toCartLine } from '../cart/cartLine';
import { MAX_QUANTITY } from '../cart/quantity';
import { digitalProduct, tee } from '../testing/fixtures';
import { MAX_CART_LINES_IN_RECORD, MAX_LIST_IDS_IN_RECORD } from './recordLimits';
import { emptyShopperRecord, mergedRecords } from './shopperRecord';

const teeLine = toCartLine(tee, 2, undefined);
const standard = toCartLine(digitalProduct, 1, 'Standard');
const extended = toCartLine(digitalProduct, 1, 'Extended');

describe("merging the browser's record into the account's on sign-in", () => {
  it('loses no line: the same item adds its quantities, held to the cap; other lines and tiers are kept', () => {
    const account = { ...emptyShopperRecord(), cart: [teeLine, standard] };
    const browser = { ...emptyShopperRecord(), cart: [{ ...teeLine, quantity: 3 }, extended] };
    expect(mergedRecords(account, browser).cart).toEqual([{ ...teeLine, quantity: 5 }, standard, extended]);
    const full = mergedRecords({ ...account, cart: [{ ...teeLine, quantity: 98 }] }, browser);
    expect(full.cart[0].quantity).toBe(MAX_QUANTITY);
  });

  it('joins the wishlists and compare lists without duplicates, within their limits, and prefers the browser’s currency', () => {
    const merged = mergedRecords(
      { cart: [], wishlist: [1, 2], compare: [3], currency: 'USD' },
      { cart: [], wishlist: [2, 4], compare: [3, 5], currency: 'NGN' },
    );
    expect(merged).toEqual({ cart: [], wishlist: [1, 2, 4], compare: [3, 5], currency: 'NGN' });
    expect(mergedRecords({ cart: [], wishlist: [], compare: [], currency: 'USD' }, emptyShopperRecord()).currency).toBe('USD');
    const many = Array.from({ length: MAX_LIST_IDS_IN_RECORD }, (_, index) => index + 1);
    expect(mergedRecords({ ...emptyShopperRecord(), wishlist: many }, { ...emptyShopperRecord(), wishlist: [1000] }).wishlist).toHaveLength(
      MAX_LIST_IDS_IN_RECORD,
    );
  });

  it('keeps the record’s line limit', () => {
    const lines = Array.from({ length: MAX_CART_LINES_IN_RECORD }, (_, index) => ({ ...teeLine, id: index + 1 }));
    expect(mergedRecords({ ...emptyShopperRecord(), cart: lines }, { ...emptyShopperRecord(), cart: [extended] }).cart).toHaveLength(MAX_CART_LINES_IN_RECORD);
  });
});
