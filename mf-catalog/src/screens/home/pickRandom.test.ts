import { pickRandom, seededRandom } from './pickRandom';

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
  it('makes the same choice for the same seed, and varies with the seed', () => {
    const items = Array.from({ length: 14 }, (_, index) => index);
    expect(pickRandom(items, 2, seededRandom(1795350560206))).toEqual(pickRandom(items, 2, seededRandom(1795350560206)));
    const choices = new Set(Array.from({ length: 20 }, (_, seed) => pickRandom(items, 2, seededRandom(seed)).join(',')));
    expect(choices.size).toBeGreaterThan(10);
    const draws = Array.from({ length: 1000 }, seededRandom(7));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });
});
