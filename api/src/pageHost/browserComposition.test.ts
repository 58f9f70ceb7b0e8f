import { bucketOf, signedBrowserId, verifiedBrowserId } from './browserComposition';

const KEY = Buffer.from('a key for the composition cookie in tests');
const ids = Array.from({ length: 4000 }, (_, index) => Buffer.from(`browser-${index}`.padEnd(16, '.')).toString('base64url').slice(0, 22));

describe('the composition cookie', () => {
  it('carries a browser id only with this store’s signature', () => {
    const value = signedBrowserId(ids[0], KEY);
    expect(verifiedBrowserId(value, KEY)).toBe(ids[0]);
    expect(verifiedBrowserId(value, Buffer.from('another store'))).toBeNull();
    // Another id with the first one's signature, a changed signature, extra parts, nothing.
    expect(verifiedBrowserId(`${ids[1]}.${value.split('.')[1]}`, KEY)).toBeNull();
    expect(verifiedBrowserId(`${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`, KEY)).toBeNull();
    expect(verifiedBrowserId(`${value}.x`, KEY)).toBeNull();
    expect(verifiedBrowserId(undefined, KEY)).toBeNull();
    expect(verifiedBrowserId('', KEY)).toBeNull();
  });

  it('gives each browser a sticky bucket per remote, spread evenly, independent between remotes', () => {
    expect(ids.every((id) => bucketOf(id, 'cart') === bucketOf(id, 'cart'))).toBe(true);
    const cartHalf = ids.filter((id) => bucketOf(id, 'cart') < 50);
    expect(cartHalf.length / ids.length).toBeGreaterThan(0.45);
    expect(cartHalf.length / ids.length).toBeLessThan(0.55);
    const fivePercent = ids.filter((id) => bucketOf(id, 'cart') < 5).length / ids.length;
    expect(fivePercent).toBeGreaterThan(0.03);
    expect(fivePercent).toBeLessThan(0.07);
    // The browsers on a cart canary are not the same as those on a catalogue canary.
    const bothHalves = cartHalf.filter((id) => bucketOf(id, 'catalog') < 50).length / cartHalf.length;
    expect(bothHalves).toBeGreaterThan(0.4);
    expect(bothHalves).toBeLessThan(0.6);
  });
});
