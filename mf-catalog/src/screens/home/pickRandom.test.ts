import { pickRandom } from './pickRandom';

describe('pickRandom (home category banners)', () => {
  it('picks at most the count, without repeats', () => {
    const picked = pickRandom([1, 2, 3, 4, 5], 2);
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
    expect(pickRandom([1], 2)).toEqual([1]);
    expect(pickRandom([], 2)).toEqual([]);
  });
  it('follows the random source', () => {
    expect(pickRandom(['a', 'b', 'c'], 2, () => 0.99)).toEqual(['c', 'b']);
  });
});
