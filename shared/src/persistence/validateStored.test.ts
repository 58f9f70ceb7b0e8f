import { SAMPLE_TIERS } from '../testing/fixtures';
import { cartLineFrom, cartLinesFrom, currencyFrom, isProductId, parseJson, productIdsFrom } from './validateStored';

const line = { id: 101, title: 'Brand Kit', image_url: '/i.jpg', price: null, prices: SAMPLE_TIERS, quantity: 1, selectedLicense: 'Extended' };

describe('validating a stored cart line', () => {
  it('keeps a valid line as it was', () => {
    expect(cartLineFrom(line)).toEqual(line);
  });

  it('drops a line with a non-integer, non-positive or missing id', () => {
    for (const id of [1.5, 0, -3, '101', undefined, Number.NaN]) expect(cartLineFrom({ ...line, id })).toBeUndefined();
  });

  it('drops a line whose quantity is not a whole number of at least 1', () => {
    for (const quantity of [0, -1, 2.5, '2', null]) expect(cartLineFrom({ ...line, quantity })).toBeUndefined();
  });

  it('drops a line without a title', () => {
    expect(cartLineFrom({ ...line, title: 42 })).toBeUndefined();
  });

  it('reads a quantity above 99 as 99', () => {
    expect(cartLineFrom({ ...line, quantity: 99 })?.quantity).toBe(99);
    expect(cartLineFrom({ ...line, quantity: 5000 })?.quantity).toBe(99);
  });

  it('drops a line the API would refuse at checkout: a title over 300 characters or with U+0000, an id beyond PostgreSQL integers', () => {
    expect(cartLineFrom({ ...line, title: 'x'.repeat(300) })).toBeDefined();
    expect(cartLineFrom({ ...line, title: 'x'.repeat(301) })).toBeUndefined();
    expect(cartLineFrom({ ...line, title: 'Brand\u0000Kit' })).toBeUndefined();
    expect(cartLineFrom({ ...line, id: 2 ** 31 })).toBeUndefined();
  });

  it('drops a license row whose name the API would refuse (over 50 characters or with U+0000)', () => {
    const [standard] = SAMPLE_TIERS;
    const prices = [{ ...standard, license_type: 'L'.repeat(51) }, { ...standard, license_type: 'Std\u0000' }, standard];
    expect(cartLineFrom({ ...line, prices, selectedLicense: 'Standard' })?.prices).toEqual([standard]);
  });

  it('drops foreign fields and invalid license rows, and fills missing optional fields', () => {
    const restored = cartLineFrom({
      id: 5,
      title: 'T',
      quantity: 2,
      prices: [{ license_type: 'Standard', usd_amount: '9.99', ngn_amount: '7492.5' }, { license_type: 'Broken' }, 'x'],
      selectedLicense: 'Standard',
      price: 'cheap',
      injected: '<script>',
    });
    expect(restored).toEqual({
      id: 5,
      title: 'T',
      image_url: '',
      price: null,
      prices: [{ license_type: 'Standard', usd_amount: '9.99', ngn_amount: '7492.5' }],
      quantity: 2,
      selectedLicense: 'Standard',
    });
  });

  it("keeps a line's amounts in each currency, reading only numeric prices", () => {
    const amounts = { USD: { price: 20, oldPrice: 25 }, NGN: { price: 15000, oldPrice: null } };
    const tee = { id: 7, title: 'Tee', image_url: '', price: 20, prices: [], quantity: 1, selectedLicense: '' };
    expect(cartLineFrom({ ...tee, amounts })?.amounts).toEqual(amounts);
    expect(cartLineFrom({ ...tee, amounts: { USD: { price: '20', oldPrice: 'old' }, NGN: { price: 'free' }, EUR: { price: 18 } } })?.amounts).toEqual({
      USD: { price: 20, oldPrice: null },
    });
  });

  it('keeps a line stored before amounts existed, without any', () => {
    expect(cartLineFrom(line)).not.toHaveProperty('amounts');
    expect(cartLineFrom({ ...line, amounts: 'n/a' })).not.toHaveProperty('amounts');
    expect(cartLineFrom({ ...line, amounts: { NGN: null } })).not.toHaveProperty('amounts');
  });

  it('replaces a license the line does not offer with its default tier, and empties it for an unlicensed line', () => {
    expect(cartLineFrom({ ...line, selectedLicense: 'Gold' })?.selectedLicense).toBe('Standard');
    expect(cartLineFrom({ ...line, prices: [], price: 20, selectedLicense: 'Standard' })?.selectedLicense).toBe('');
  });

  it('keeps only the first line per product id', () => {
    expect(cartLinesFrom([line, { ...line, quantity: 9 }], 100).entries.map((l) => l.quantity)).toEqual([1]);
  });
});

describe('validating other stored values', () => {
  it('parses JSON, or gives undefined for corrupt or missing values', () => {
    expect(parseJson('[1]')).toEqual([1]);
    expect(parseJson('{')).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
  });

  it('reads only lists as cart or ids', () => {
    expect(cartLinesFrom({ 0: line }, 100)).toEqual({ entries: [], trimmed: false });
    expect(productIdsFrom('1,2', 100)).toEqual({ entries: [], trimmed: false });
  });

  it('accepts only USD or NGN as the currency', () => {
    expect(currencyFrom('USD')).toBe('USD');
    expect(currencyFrom('"NGN"')).toBe('NGN');
    expect(currencyFrom('EUR')).toBeUndefined();
    expect(currencyFrom('"constructor"')).toBeUndefined();
    expect(currencyFrom(null)).toBeUndefined();
  });
});

describe('reading a stored list up to its cap', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ ...line, id: index + 1 }));

  it('keeps a list at the cap whole and says nothing was trimmed', () => {
    const read = cartLinesFrom(lines(100), 100);
    expect(read.entries).toHaveLength(100);
    expect(read.trimmed).toBe(false);
  });

  it('keeps the first entries up to the cap and says the rest were trimmed', () => {
    const read = cartLinesFrom(lines(20_000), 100);
    expect(read.entries.map((l) => l.id)).toEqual(lines(100).map((l) => l.id));
    expect(read.trimmed).toBe(true);
  });

  it('counts only valid, distinct entries towards the cap', () => {
    const read = cartLinesFrom([...lines(3), { ...line, id: 1 }, { ...line, id: 4, quantity: 0 }, { ...line, id: 5 }], 4);
    expect(read.entries.map((l) => l.id)).toEqual([1, 2, 3, 5]);
    expect(read.trimmed).toBe(false);
  });

  it('stops reading once past the cap, so what follows costs nothing', () => {
    const poisoned = {
      get id(): number {
        throw new Error('read past the cap');
      },
    };
    expect(cartLinesFrom([...lines(101), poisoned], 100).trimmed).toBe(true);
  });

  it('keeps the first distinct valid wishlist ids up to the cap', () => {
    expect(productIdsFrom([5, 5, 0, 6, 7], 2)).toEqual({ entries: [5, 6], trimmed: true });
    expect(productIdsFrom([5, 6], 2)).toEqual({ entries: [5, 6], trimmed: false });
  });

  it('accepts as product ids only whole numbers from 1 to the PostgreSQL integer maximum', () => {
    expect(isProductId(1)).toBe(true);
    expect(isProductId(2 ** 31 - 1)).toBe(true);
    for (const id of [0, -1, 1.5, 2 ** 31, Number.NaN, '1']) expect(isProductId(id)).toBe(false);
  });
});
