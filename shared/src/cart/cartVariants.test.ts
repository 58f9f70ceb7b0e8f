// Size and colour are part of a cart line's identity (product + license + size + colour).
import { makeStore } from '../store/store';
import { digitalProduct, tee } from '../testing/fixtures';
import type { Product } from '../types';
import { addToCart } from './addToCart';
import { removeFromCart, selectCartItems, selectCartLineByKey, selectIsInCart, updateLicense, updateQuantity, lineAdded } from './cartSlice';
import { toCartLine } from './cartLine';
import { cartLineKey, describeVariant, lineKey } from './lineKey';
import { cartLinesFrom } from '../persistence/validateStored';

const newStore = () => makeStore({ storage: null });
const shirt: Product = {
  ...tee,
  sizes: ['S', 'M', 'L'],
  colors: [
    { name: 'Red', bgColor: '#c00', imgSrc: '/red.jpg' },
    { name: 'Blue', bgColor: '#00c', imgSrc: '/blue.jpg' },
  ],
};
const licensedShirt: Product = { ...digitalProduct, sizes: ['M', 'L'] };

describe('cart variants: a line is product + license + size + colour', () => {
  it('two sizes of one product are two lines, each keeping its size', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: shirt, size: 'M' }));
    store.dispatch(addToCart({ product: shirt, size: 'L' }));
    expect(selectCartItems(store.getState()).map((line) => [line.id, line.size])).toEqual([
      [shirt.id, 'M'],
      [shirt.id, 'L'],
    ]);
  });

  it('the same variant again is one line ("Already Added"), a new colour is a new line', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: shirt, size: 'M', color: 'Blue', quantity: 2 }));
    store.dispatch(addToCart({ product: shirt, size: 'M', color: 'Blue', quantity: 5 }));
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(selectCartItems(store.getState())[0]).toMatchObject({ size: 'M', color: 'Blue', quantity: 2 });
    expect(selectIsInCart(shirt.id, lineKey(shirt.id, '', 'M', 'Blue'))(store.getState())).toBe(true);
    expect(selectIsInCart(shirt.id, lineKey(shirt.id, '', 'M', 'Red'))(store.getState())).toBe(false);
    store.dispatch(addToCart({ product: shirt, size: 'M', color: 'Red' }));
    expect(selectCartItems(store.getState())).toHaveLength(2);
  });

  it('a product with sizes or colours gets its first when none (or one it does not offer) is asked for', () => {
    expect(toCartLine(shirt)).toMatchObject({ size: 'S', color: 'Red' });
    expect(toCartLine(shirt, 1, undefined, { size: 'XXL', color: 'Green' })).toMatchObject({ size: 'S', color: 'Red' });
    const plain = toCartLine(tee, 1, undefined, { size: 'M', color: 'Red' });
    expect('size' in plain || 'color' in plain).toBe(false);
  });

  it('quantity and removal address one line by its key and leave the other size alone', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: shirt, size: 'M' }));
    store.dispatch(addToCart({ product: shirt, size: 'L' }));
    const [m, l] = selectCartItems(store.getState()).map(cartLineKey);
    store.dispatch(updateQuantity({ key: l, quantity: 4 }));
    expect(selectCartItems(store.getState()).map((line) => line.quantity)).toEqual([1, 4]);
    store.dispatch(removeFromCart(m));
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ size: 'L', quantity: 4 })]);
  });

  it('switching a line to the tier of another line of the same variant merges the two, quantities added', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: licensedShirt, size: 'M', selectedLicense: 'Standard', quantity: 2 }));
    store.dispatch(addToCart({ product: licensedShirt, size: 'M', selectedLicense: 'Premium', quantity: 3 }));
    store.dispatch(addToCart({ product: licensedShirt, size: 'L', selectedLicense: 'Standard' }));
    expect(selectCartItems(store.getState())).toHaveLength(3);
    const premium = lineKey(licensedShirt.id, 'Premium', 'M');
    store.dispatch(updateLicense({ key: premium, selectedLicense: 'Standard' }));
    expect(selectCartItems(store.getState()).map((line) => [line.selectedLicense, line.size, line.quantity])).toEqual([
      ['Standard', 'M', 5],
      ['Standard', 'L', 1],
    ]);
    expect(selectCartLineByKey(premium)(store.getState())).toBeUndefined();
  });

  it('a stored line from before variants loads as a line without one; stored variants are kept', () => {
    const { entries } = cartLinesFrom(
      [
        { ...toCartLine(tee), size: undefined },
        { ...toCartLine(shirt, 1, undefined, { size: 'M' }) },
        { ...toCartLine(shirt, 1, undefined, { size: 'L' }) },
        { ...toCartLine(shirt, 1, undefined, { size: 'L' }) },
      ],
      100,
    );
    expect(entries.map((line) => [line.id, line.size, line.color])).toEqual([
      [tee.id, undefined, undefined],
      [shirt.id, 'M', 'Red'],
      [shirt.id, 'L', 'Red'],
    ]);
  });

  it('the older id-addressed actions still reach the product’s first line', () => {
    const store = newStore();
    store.dispatch(lineAdded(toCartLine(tee)));
    store.dispatch(updateQuantity({ id: tee.id, quantity: 3 }));
    expect(selectCartItems(store.getState())[0].quantity).toBe(3);
    store.dispatch(removeFromCart(tee.id));
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('names the variant as every screen and e-mail shows it', () => {
    expect(describeVariant({ size: 'M', color: 'Red' })).toBe('Size: M · Colour: Red');
    expect(describeVariant({ size: 'L' })).toBe('Size: L');
    expect(describeVariant({})).toBe('');
  });
});
