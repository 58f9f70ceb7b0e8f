import { SAMPLE_TIERS } from '../testing/fixtures';
import { cartLineFrom, cartLinesFrom, currencyFrom, parseJson, productIdsFrom } from './validateStored';

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

  it('replaces a license the line does not offer with its default tier, and empties it for an unlicensed line', () => {
    expect(cartLineFrom({ ...line, selectedLicense: 'Gold' })?.selectedLicense).toBe('Standard');
    expect(cartLineFrom({ ...line, prices: [], price: 20, selectedLicense: 'Standard' })?.selectedLicense).toBe('');
  });

  it('keeps only the first line per product id', () => {
    expect(cartLinesFrom([line, { ...line, quantity: 9 }]).map((l) => l.quantity)).toEqual([1]);
  });
});

describe('validating other stored values', () => {
  it('parses JSON, or gives undefined for corrupt or missing values', () => {
    expect(parseJson('[1]')).toEqual([1]);
    expect(parseJson('{')).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
  });

  it('reads only lists as cart or ids', () => {
    expect(cartLinesFrom({ 0: line })).toEqual([]);
    expect(productIdsFrom('1,2')).toEqual([]);
  });

  it('accepts only USD or NGN as the currency', () => {
    expect(currencyFrom('USD')).toBe('USD');
    expect(currencyFrom('"NGN"')).toBe('NGN');
    expect(currencyFrom('EUR')).toBeUndefined();
    expect(currencyFrom('"constructor"')).toBeUndefined();
    expect(currencyFrom(null)).toBeUndefined();
  });
});
