/** @jest-environment node */
// Per-request state on the server: two renders that overlap in one process each use their own request's
// API endpoint, and neither sees the other's answers.
import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { CLIENT_RENDERED_BOUNDARY } from '../contracts/pageContract';
import { useGetProductQuery } from '../apiClient/shopApi';
import { renderWithStore } from './renderWithStore';

/** Product 1, then — once it has loaded, as a page's dependent query would — product 2. */
function ProductTitle() {
  const { data } = useGetProductQuery(1);
  useGetProductQuery(2, { skip: !data });
  return <h1>{data?.title ?? 'no product'}</h1>;
}

/** A fetch that answers any product with `title` after `delayMs`, and records the URLs it was asked for. */
function requestFetch(title: string, delayMs: number, seen: string[]): typeof fetch {
  return async (input) => {
    seen.push(input instanceof Request ? input.url : String(input));
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(JSON.stringify({ id: 1, title, price: 10 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

it('renders two pages at once, each with its own request data only', async () => {
  const seenA: string[] = [];
  const seenB: string[] = [];
  const tree = (store: Parameters<Parameters<typeof renderWithStore>[0]>[0]) => (
    <Provider store={store}>
      <ProductTitle />
    </Provider>
  );
  const [a, b] = await Promise.all([
    renderWithStore(tree, {
      url: '/product-detail/1',
      routePath: '/product-detail/:id',
      apiBaseUrl: 'http://a.test/api/v1/web',
      fetch: requestFetch('Answer for A', 30, seenA),
    }),
    renderWithStore(tree, {
      url: '/product-detail/1',
      routePath: '/product-detail/:id',
      apiBaseUrl: 'http://b.test/api/v1/web',
      fetch: requestFetch('Answer for B', 5, seenB),
    }),
  ]);
  expect(a.html).toContain('Answer for A');
  expect(a.html).not.toContain('Answer for B');
  expect(b.html).toContain('Answer for B');
  expect(b.html).not.toContain('Answer for A');
  expect(seenA).toEqual(['http://a.test/api/v1/web/products/1', 'http://a.test/api/v1/web/products/2']);
  expect(seenB).toEqual(['http://b.test/api/v1/web/products/1', 'http://b.test/api/v1/web/products/2']);
  expect(JSON.stringify(a.state)).not.toContain('Answer for B');
});

it('renders a lazy component first reached once the data is there, instead of leaving it to the browser', async () => {
  let loads = 0;
  const Gallery = lazy(async () => {
    loads += 1;
    return { default: ({ title }: { title: string }) => <p>Gallery of {title}</p> };
  });
  function ProductWithGallery() {
    const { data } = useGetProductQuery(1);
    return data ? (
      <Suspense fallback={<p>Loading the gallery</p>}>
        <Gallery title={data.title} />
      </Suspense>
    ) : (
      <p>Loading</p>
    );
  }
  const { html } = await renderWithStore(
    (store) => (
      <Provider store={store}>
        <ProductWithGallery />
      </Provider>
    ),
    { url: '/product-detail/1', routePath: '/product-detail/:id', apiBaseUrl: 'http://a.test/api/v1/web', fetch: requestFetch('Golden Hour', 5, []) },
  );
  expect(html).toContain('Gallery of <!-- -->Golden Hour');
  expect(html).not.toContain(CLIENT_RENDERED_BOUNDARY);
  expect(loads).toBe(1);
});
