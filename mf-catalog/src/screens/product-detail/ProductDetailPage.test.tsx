import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Product } from '@storefront/shared';
import { apiUrl, expectConsoleError, matchNoMedia, neverAnswer, recordRequests, renderWithProviders, server, serveCatalog } from '@storefront/shared/testing';
import ProductDetailPage from './ProductDetailPage';
import { NO_RELATED_MESSAGE } from './RelatedCarousel';

matchNoMedia(); // the related products are a Swiper carousel

const audio = (id: number, title: string): Product => ({ id, title, category_name: 'Digital Audio', price: 29.99 });
const track = audio(1, 'Golden Hour');
const others = [audio(2, 'Night Drive'), audio(3, 'Slow Tide')];
const lamp: Product = { id: 9, title: 'Desk Lamp', category_name: 'Home', price: 40 };
let requests: Request[];

beforeEach(() => {
  serveCatalog({ products: [track, ...others, lamp] });
  requests = recordRequests();
});
afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

const renderProduct = (id: number) => renderWithProviders(<ProductDetailPage />, { url: `/product-detail/${id}`, path: '/product-detail/:id' });
const asked = () => requests.map((request) => decodeURIComponent(new URL(request.url).pathname.replace('/api/v1/web/', '') + new URL(request.url).search));
const related = () => within(screen.getByRole('region', { name: 'Related products' }));

describe('ProductDetailPage: related products below the product', () => {
  it('shows other products of its category in a carousel, asked for by the product’s id', async () => {
    renderProduct(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Hour' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        related()
          .getAllByRole('heading', { level: 3 })
          .map((title) => title.textContent),
      ).toEqual(['Night Drive', 'Slow Tide']),
    );
    expect(related().getByRole('heading', { level: 2, name: 'Related products' })).toBeInTheDocument();
    expect(related().getByRole('region', { name: 'Products related to Golden Hour' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(asked()).toEqual(['products/1', 'products/1/related?limit=8']);
  });

  it('shows the product without waiting for them', async () => {
    server.use(...neverAnswer('products/:id/related'));
    renderProduct(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Hour' })).toBeInTheDocument();
    expect(related().getByRole('status')).toHaveTextContent('Loading related products…');
  });

  it('asks for them only once their place nears the viewport', async () => {
    const observed = observeIntersections();
    renderProduct(1);
    await screen.findByRole('heading', { level: 1, name: 'Golden Hour' });
    expect(asked()).toEqual(['products/1']);
    act(() => observed.enter());
    await waitFor(() => expect(related().getAllByRole('heading', { level: 3 })).toHaveLength(2));
    expect(asked()).toEqual(['products/1', 'products/1/related?limit=8']);
  });

  it('says when there are none', async () => {
    renderProduct(9);
    await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' });
    expect(await related().findByText(NO_RELATED_MESSAGE)).toBeInTheDocument();
  });

  it('says when they cannot be read, and Retry asks again', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/products/1/related?limit=8 failed (500)');
    server.use(http.get(apiUrl('products/:id/related'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderProduct(1);
    await screen.findByRole('heading', { level: 1, name: 'Golden Hour' });
    expect(await related().findByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    await user.click(related().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(related().getAllByRole('heading', { level: 3 })).toHaveLength(2));
  });
});

/**
 * jsdom has no IntersectionObserver (LazyMount then mounts at once): this one reports nothing until the test says the
 * observed placeholders entered the viewport. Removed after each test.
 */
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
