// Home's featured cards, rendered on the server (homeServerHtml.test.tsx), hydrate without a mismatch; the Swiper takes
// over once the row nears the viewport, with every featured product, and the control that had the focus keeps it.
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { matchNoMedia } from '@storefront/shared/testing';
import { makeStore, ROUTER_COMPONENT_FUTURE, shopApi, type AppStore } from '@storefront/shared';
import { storeProducts } from '../../testing/storeProducts';
import { FeaturedSection } from './FeaturedSection';

const FEATURED = storeProducts.slice(0, 8);

matchNoMedia(); // the Swiper that takes over
const API = 'http://storefront.test/api/v1/web';

/** The API as the server's renders reach it: the featured products and the categories. */
const apiFetch: typeof fetch = async (input) => {
  const { pathname } = new URL(input instanceof Request ? input.url : String(input));
  const body = pathname.endsWith('/featured_products') ? FEATURED : pathname.endsWith('/product_categories') ? [] : null;
  return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
};

const parse = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

/** Reports nothing until the test says the observed elements entered the viewport. Removed after each test. */
function observeIntersections(): { enter: () => void } {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class TestIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: TestIntersectionObserver });
  return {
    enter: () =>
      observers.forEach(({ callback, targets }) =>
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
      ),
  };
}

afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

describe("home's featured cards", () => {
  it('hydrate without a mismatch, then become the Swiper when near the viewport, keeping the focus', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const viewport = observeIntersections();
    // The store the page starts from holds the featured answer the server rendered with.
    const store = makeStore({ storage: null, api: { baseUrl: API, fetchFn: apiFetch } });
    await store.dispatch(shopApi.endpoints.getFeaturedProducts.initiate());
    const tree = (store: AppStore) => (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/']} future={ROUTER_COMPONENT_FUTURE}>
          <FeaturedSection />
        </MemoryRouter>
      </Provider>
    );
    const container = parse(renderToString(tree(store)));
    expect(container.querySelectorAll('form[action$="/shopper/cart"]')).toHaveLength(4);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    try {
      await act(async () => {
        hydrateRoot(container, tree(store));
      });
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector('.swiper')).toBeNull();
      const second = container.querySelectorAll('[data-product-id]')[1];
      const compare = second.querySelector<HTMLButtonElement>('button[aria-label="Add to Compare"]')!;
      compare.focus();
      await act(async () => {
        viewport.enter();
      });
      // Swapped in the page's next quiet moment (whenQuiet).
      await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 3000 });
      expect(container.querySelectorAll('[data-product-id]')).toHaveLength(FEATURED.length);
      expect(document.activeElement).not.toBe(compare);
      expect(document.activeElement).toHaveAccessibleName('Add to Compare');
      expect(document.activeElement?.closest('[data-product-id]')).toHaveAttribute('data-product-id', String(FEATURED[1].id));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
