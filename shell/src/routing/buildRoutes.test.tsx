import { act, screen } from '@testing-library/react';
import { addToCart, makeStore } from '@storefront/shared';
import { expectConsoleError, renderWithProviders, type RenderWithProvidersOptions } from '@storefront/shared/testing';
import type { RemotesManifest } from '@storefront/shared/contracts';
import { withRemotes } from '../testing/remotes';
import { buildRoutes } from './buildRoutes';
import { loadRemoteScreen } from './loadRemoteScreen';

jest.mock('./loadRemoteScreen', () => ({ loadRemoteScreen: jest.fn(), loadedRemoteScreen: jest.fn() }));
const loadScreen = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

const MANIFEST: RemotesManifest = {
  remotes: [
    { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store'], overlays: [] },
    { name: 'checkout', manifest: '/mf/checkout/mf-manifest.json', routes: ['/checkout'], overlays: [] },
    { name: 'content', manifest: '/mf/content/mf-manifest.json', routes: ['/FAQs', '*'], overlays: [] },
    { name: 'office', manifest: '/mf/office/mf-manifest.json', routes: ['/office', '/office/*'], overlays: [], layout: 'own' },
  ],
};

function Crashing(): never {
  throw new Error('screen crashed');
}

const SCREENS: Record<string, () => React.JSX.Element> = {
  '/': () => <h1>Home screen</h1>,
  '/store': () => <h1>Store screen</h1>,
  '/FAQs': () => <h1>FAQ screen</h1>,
  '*': () => <h1>Oops! Something is Missing</h1>,
  '/checkout': Crashing,
  '/office': () => <h1>Office home</h1>,
  '/office/*': () => <h1>Office page</h1>,
};

const TITLES: Record<string, string | undefined> = { '/store': 'Store', '/FAQs': 'FAQs' };

// The layout's ScrollRestoration scrolls the window, which jsdom does not implement.
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  loadScreen.mockImplementation(async (_remote, path) => ({ Screen: SCREENS[path], title: TITLES[path], description: `About ${path}` }));
});

/** The shell's whole route table, as startShell builds it, at `url`. */
const renderAt = (url: string, options: RenderWithProvidersOptions = {}) =>
  renderWithProviders(null, { url, routes: buildRoutes(MANIFEST), wrapper: withRemotes(MANIFEST), ...options });

describe('the route table built from remotes.json', () => {
  it.each(['/FAQs', '/faqs', '/FAQS'])('matches %s case-insensitively', async (path) => {
    renderAt(path);
    await screen.findByRole('heading', { name: 'FAQ screen' });
    expect(loadScreen).toHaveBeenCalledWith('content', '/FAQs', false);
  });

  it('renders an unknown path with the owner of the catch-all route (the not-found page)', async () => {
    renderAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Oops! Something is Missing' });
    expect(loadScreen).toHaveBeenCalledWith('content', '*', false);
  });

  it('renders every screen inside the layout', async () => {
    renderAt('/store');
    await screen.findByRole('heading', { name: 'Store screen' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('mounts the routes of a remote that draws its own page outside the store layout', async () => {
    const { router } = renderAt('/office/orders');
    await screen.findByRole('heading', { name: 'Office page' });
    expect(loadScreen).toHaveBeenCalledWith('office', '/office/*', false);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByTestId('cart-count')).toBeNull();

    await act(() => router.navigate('/OFFICE'));
    await screen.findByRole('heading', { name: 'Office home' });
    expect(screen.queryByRole('banner')).toBeNull();

    await act(() => router.navigate('/store'));
    await screen.findByRole('heading', { name: 'Store screen' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it("sets the route's document title, description and Open Graph tags when its screen loads", async () => {
    const { router } = renderAt('/store');
    await screen.findByRole('heading', { name: 'Store screen' });
    expect(document.title).toBe('Store | Storefront');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About /store');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Store | Storefront');

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Home screen' });
    expect(document.title).toBe('Storefront');
    expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute('content', 'About /');
  });

  it("shows a failed remote's fallback, and Retry loads that remote again from the network", async () => {
    loadScreen.mockRejectedValueOnce(new Error('remote down'));
    const { user } = renderAt('/FAQs');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the store is unavailable');
    await user.click(retry);
    await screen.findByRole('heading', { name: 'FAQ screen' });
    expect(loadScreen).toHaveBeenLastCalledWith('content', '/FAQs', true);
  });

  it('shows the router error page for a crash inside a route, keeping the layout and the cart, and recovers on navigation', async () => {
    // React Router logs the error its boundary caught (in development builds), and React reports it to the root.
    expectConsoleError('React Router caught the following error during render Error: screen crashed');
    const caught: unknown[] = [];
    const store = makeStore({ storage: null });
    store.dispatch(addToCart({ product: { id: 9, title: 'Lamp', price: 30 }, openModal: false }));
    const { router } = renderAt('/checkout', { store, onCaughtError: (error) => void caught.push(error) });
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(screen.getByText('screen crashed')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(store.getState().cart.items).toHaveLength(1);

    await act(() => router.navigate('/store'));
    await screen.findByRole('heading', { name: 'Store screen' });
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    expect(caught).toEqual([new Error('screen crashed')]);
  });
});
