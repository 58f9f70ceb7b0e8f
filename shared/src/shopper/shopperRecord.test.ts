import { toCartLine } from '../cart/cartLine';
import { cartLineKey } from '../cart/lineKey';
import { digitalProduct, tee } from '../testing/fixtures';
import { emptyShopperRecord, holdsNothing, shopperRecordFrom, withIdToggled, withLicense, withLineAdded, withQuantity, withoutLine } from './shopperRecord';

const teeLine = toCartLine(tee, 1, undefined);

describe('the shopper record', () => {
  it('is read from anything, keeping only what fits, entry by entry', () => {
    expect(shopperRecordFrom('nonsense')).toEqual(emptyShopperRecord());
    expect(shopperRecordFrom({ cart: [teeLine, { id: 'x' }], wishlist: [3, 3, -1], compare: [2], currency: 'EUR' })).toEqual({
      cart: [teeLine],
      wishlist: [3],
      compare: [2],
    });
    expect(shopperRecordFrom({ currency: 'NGN' }).currency).toBe('NGN');
  });

  it('holds nothing of the shopper until a list has something; the currency alone is not theirs', () => {
    expect(holdsNothing({ ...emptyShopperRecord(), currency: 'NGN' })).toBe(true);
    expect(holdsNothing(withIdToggled(emptyShopperRecord(), 'compare', 4))).toBe(false);
  });

  it('adds a line only if that variant is not in the cart yet', () => {
    const once = withLineAdded(emptyShopperRecord(), teeLine);
    expect(withLineAdded(once, { ...teeLine, quantity: 5 }).cart).toEqual([teeLine]);
    const extended = toCartLine(digitalProduct, 1, 'Extended');
    expect(withLineAdded(once, extended).cart).toHaveLength(2);
  });

  it('sets a quantity only to a positive whole number, at most 99, and removes a line by its key', () => {
    const record = withLineAdded(emptyShopperRecord(), teeLine);
    const key = cartLineKey(teeLine);
    expect(withQuantity(record, key, 0).cart[0].quantity).toBe(1);
    expect(withQuantity(record, key, 1.5).cart[0].quantity).toBe(1);
    expect(withQuantity(record, key, 500).cart[0].quantity).toBe(99);
    expect(withoutLine(record, key).cart).toEqual([]);
  });

  it('switches a line to one of its own tiers, merging it into a line of that tier, and refuses another tier', () => {
    const standard = toCartLine(digitalProduct, 2, 'Standard');
    const record = withLineAdded(withLineAdded(emptyShopperRecord(), standard), toCartLine(digitalProduct, 3, 'Extended'));
    expect(withLicense(record, cartLineKey(standard), 'Gold')).toBeNull();
    const merged = withLicense(record, cartLineKey(standard), 'extended')!;
    expect(merged.cart.map((line) => [line.selectedLicense, line.quantity])).toEqual([['Extended', 5]]);
    expect(record.cart).toHaveLength(2);
    expect(withLicense(record, 'no such line', 'Extended')).toBe(record);
  });

  it('toggles an id in and out of the wishlist', () => {
    const added = withIdToggled(emptyShopperRecord(), 'wishlist', 9);
    expect(added.wishlist).toEqual([9]);
    expect(withIdToggled(added, 'wishlist', 9).wishlist).toEqual([]);
  });
});
