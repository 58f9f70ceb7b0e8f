import { makeStore } from '../store/store';
import { selectCurrency, setCurrency } from './currencySlice';
import { currencyCookie, currencyFromCookies, type CookieJar } from './currencyCookie';

/** A cookie jar holding one cookie string, as `document.cookie` reads after the writes. */
function memoryCookies(initial = ''): CookieJar & { writes: string[] } {
  let jar = initial;
  const writes: string[] = [];
  return {
    writes,
    read: () => jar,
    write: (cookie) => {
      writes.push(cookie);
      jar = cookie.split(';')[0];
    },
  };
}

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the currency cookie (one source of truth for the server render and the browser)', () => {
  it('reads USD or NGN from a Cookie header among other cookies; anything else is no choice', () => {
    expect(currencyFromCookies('a=1; currency=NGN; b=2')).toBe('NGN');
    expect(currencyFromCookies('currency=USD')).toBe('USD');
    expect(currencyFromCookies('currency=EUR')).toBeUndefined();
    expect(currencyFromCookies('mycurrency=NGN')).toBeUndefined();
    expect(currencyFromCookies('')).toBeUndefined();
    expect(currencyFromCookies(undefined)).toBeUndefined();
  });

  it('is written site-wide for a year, sent on top-level navigations', () => {
    expect(currencyCookie('NGN')).toBe('currency=NGN; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('decides the store currency at start, over a different localStorage value', () => {
    const store = makeStore({ storage: memoryStorage({ currency: 'USD' }), cookies: memoryCookies('currency=NGN') });
    expect(selectCurrency(store.getState())).toBe('NGN');
  });

  it('is written from localStorage for a shopper who chose before the cookie existed', () => {
    const cookies = memoryCookies();
    const store = makeStore({ storage: memoryStorage({ currency: 'NGN' }), cookies });
    expect(selectCurrency(store.getState())).toBe('NGN');
    expect(currencyFromCookies(cookies.read())).toBe('NGN');
  });

  it('follows every change of the currency, as localStorage does', () => {
    const cookies = memoryCookies();
    const storage = memoryStorage();
    const store = makeStore({ storage, cookies });
    store.dispatch(setCurrency('NGN'));
    expect(currencyFromCookies(cookies.read())).toBe('NGN');
    expect(storage.getItem('currency')).toBe('NGN');
    store.dispatch(setCurrency('USD'));
    expect(currencyFromCookies(cookies.read())).toBe('USD');
  });
});
