import { searchProducts } from './searchProducts';
import { ALL_TEST_PRODUCTS, beat, dress, lamp, sneaker } from './testProducts';

const ids = (query: string) => searchProducts(ALL_TEST_PRODUCTS, query).map((p) => p.id);

describe('searchProducts', () => {
  it('matches title, category or description, case-insensitively', () => {
    expect(ids('DRESS')).toEqual([dress.id]);
    expect(ids('sneakers')).toEqual([sneaker.id]);
    expect(ids('loops')).toEqual([beat.id]);
  });
  it('every word must match; an empty query matches nothing', () => {
    expect(ids('desk light')).toEqual([lamp.id]);
    expect(ids('desk shoe')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });
  it('ranks title matches above description matches', () => {
    const products = [{ id: 10, title: 'Candle', description: 'smells like a lamp' }, lamp];
    expect(searchProducts(products, 'lamp').map((p) => p.id)).toEqual([lamp.id, 10]);
  });
});
