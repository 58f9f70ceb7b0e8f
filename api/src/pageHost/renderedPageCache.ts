// The rendered-page cache (decision 0027): prepared pages by pageCacheKey, bounded by count and by bytes, the least
// recently used going first. A page being made is made once: requests for the same key meanwhile wait for it instead
// of rendering it too (after a catalogue change, every connection would otherwise render the busiest page at once).
import { LRUCache } from 'lru-cache';
import type { PreparedPage } from './preparedPage';

export interface PageCacheOptions {
  /** Most pages kept; default 2000. */
  maxEntries?: number;
  /** Most bytes kept, every compressed copy counted; default 64 MB. */
  maxBytes?: number;
}

export const DEFAULT_PAGE_CACHE = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

export class RenderedPageCache {
  private readonly pages: LRUCache<string, PreparedPage>;
  private readonly making = new Map<string, Promise<PreparedPage | null>>();

  constructor({ maxEntries = DEFAULT_PAGE_CACHE.maxEntries, maxBytes = DEFAULT_PAGE_CACHE.maxBytes }: PageCacheOptions = {}) {
    this.pages = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (page) => page.size });
  }

  get(key: string): PreparedPage | undefined {
    return this.pages.get(key);
  }

  /** The page another request is making for `key` right now, if any. */
  pending(key: string): Promise<PreparedPage | null> | undefined {
    return this.making.get(key);
  }

  /** Makes the page for `key` and keeps it; `make` resolves null for a page not to keep (or throws: nothing kept). */
  async make(key: string, make: () => Promise<PreparedPage | null>): Promise<PreparedPage | null> {
    const making = make();
    this.making.set(key, making);
    try {
      const page = await making;
      if (page) this.pages.set(key, page);
      return page;
    } finally {
      this.making.delete(key);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.pages.calculatedSize };
  }
}
