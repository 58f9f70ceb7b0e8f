// The products this browser opened, newest first, kept in localStorage so the search panel's "Recently viewed" shows
// what the shopper really viewed. Only ids are stored; the products come from the catalogue.
import { useSyncExternalStore } from 'react';
import { browserStorage, readItem, writeItem } from '@storefront/shared/storage';

export const VIEWED_PRODUCTS_KEY = 'recentlyViewed';
export const MAX_VIEWED_PRODUCTS = 20;

const NONE: readonly number[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: NONE };

function parse(raw: string | null): readonly number[] {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    if (!Array.isArray(value)) return NONE;
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, MAX_VIEWED_PRODUCTS);
  } catch {
    return NONE;
  }
}

export function viewedProductIds(): readonly number[] {
  const storage = browserStorage();
  const raw = storage ? readItem(storage, VIEWED_PRODUCTS_KEY) : null;
  if (raw !== cached.raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

export function recordProductView(id: number): void {
  const storage = browserStorage();
  if (!storage || !Number.isSafeInteger(id) || id <= 0) return;
  const ids = [id, ...viewedProductIds().filter((viewed) => viewed !== id)].slice(0, MAX_VIEWED_PRODUCTS);
  if (writeItem(storage, VIEWED_PRODUCTS_KEY, JSON.stringify(ids))) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VIEWED_PRODUCTS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The viewed ids, newest first; none during the server render. */
export function useViewedProductIds(): readonly number[] {
  return useSyncExternalStore(subscribe, viewedProductIds, () => NONE);
}
