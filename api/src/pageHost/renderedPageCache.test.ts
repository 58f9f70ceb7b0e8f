import { RenderedPageCache } from './renderedPageCache';
import type { PreparedPage } from './preparedPage';

const page = (size: number) => ({ size }) as PreparedPage;

describe('RenderedPageCache', () => {
  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const cache = new RenderedPageCache({ maxEntries: 2 });
    await cache.make('a', async () => page(1));
    await cache.make('b', async () => page(1));
    cache.get('a');
    await cache.make('c', async () => page(1));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('keeps at most maxBytes, and never a page larger than that', async () => {
    const cache = new RenderedPageCache({ maxBytes: 100 });
    await cache.make('a', async () => page(60));
    await cache.make('b', async () => page(30));
    expect(cache.size).toEqual({ entries: 2, bytes: 90 });
    await cache.make('c', async () => page(50));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    await cache.make('huge', async () => page(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
  });

  it('shows a page being made to other requests, and keeps nothing for a page not to keep or a failed one', async () => {
    const cache = new RenderedPageCache();
    let finish: (value: PreparedPage | null) => void = () => {};
    const making = cache.make('a', () => new Promise((resolve) => (finish = resolve)));
    expect(cache.pending('a')).toBeDefined();
    finish(page(1));
    await making;
    expect(cache.pending('a')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    await cache.make('b', async () => null);
    await expect(cache.make('c', async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect([cache.get('b'), cache.get('c'), cache.pending('c')]).toEqual([undefined, undefined, undefined]);
  });
});
