// Each control of the store asks the server its own question (GET catalog); the filters show the answer's
// facet counts; the filter tags, REMOVE ALL and Reset Filters follow SPEC §4.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setCurrency, type AppStore } from '@storefront/shared';
import { recordRequests, renderWithProviders, serveCatalog } from '@storefront/shared/testing';
import { storeProducts } from '../../testing/storeProducts';
import { catalogQueriesIn } from '../../testing/catalogRequests';
import StorePage from './StorePage';

type User = ReturnType<typeof renderWithProviders>['user'];

let requests: Request[];
beforeEach(() => {
  serveCatalog({ products: storeProducts, categories: [{ name: 'Fashion' }, { name: 'Digital Audio' }] });
  requests = recordRequests();
});

const catalogQueries = () => catalogQueriesIn(requests);
const sidebar = () => screen.getByRole('complementary', { name: 'Categories and filters' });
const filterButton = (name: RegExp | string) => within(sidebar()).getByRole('button', { name });

async function renderStore(url = '/store') {
  const rendered = renderWithProviders(<StorePage />, { url, path: '/store' });
  await screen.findByText(/^\d+ Products Found$/);
  return rendered;
}

/** Drags the slider's thumb: user-event cannot move a range input (jsdom has no layout), so the value is set as is. */
async function dragThumb(user: User, name: string, value: number) {
  const thumb = within(sidebar()).getByRole('slider', { name });
  await user.pointer({ keys: '[MouseLeft>]', target: thumb });
  fireEvent.change(thumb, { target: { value: String(value) } });
  await user.pointer({ keys: '[/MouseLeft]', target: thumb });
}

const CONTROLS: [string, (user: User, store: AppStore) => Promise<unknown>, string][] = [
  ['a category', (user) => user.click(filterButton('Fashion')), 'category=Fashion&currency=USD&page=1&pageSize=8'],
  ['the price range', (user) => dragThumb(user, 'Price minimum', 50), 'currency=USD&min=50&page=1&pageSize=8'],
  ['availability', (user) => user.click(filterButton('In Stock')), 'availability=In+Stock&currency=USD&page=1&pageSize=8'],
  ['a colour', (user) => user.click(filterButton(/^Red,/)), 'color=Red&currency=USD&page=1&pageSize=8'],
  ['a size', (user) => user.click(filterButton(/^M,/)), 'currency=USD&page=1&pageSize=8&size=M'],
  [
    'brands, any of them',
    async (user) => {
      await user.click(filterButton(/^Nike,/));
      await user.click(filterButton(/^Gucci,/));
    },
    'brands=Nike%2CGucci&currency=USD&page=1&pageSize=8',
  ],
  ['on sale', (user) => user.click(within(sidebar()).getByRole('checkbox', { name: 'On sale' })), 'currency=USD&page=1&pageSize=8&sale=1'],
  [
    'the sort',
    (user) => user.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), 'Price Descending'),
    'currency=USD&page=1&pageSize=8&sort=Price+Descending',
  ],
  ['a page', (user) => user.click(screen.getByRole('button', { name: 'Page 3' })), 'currency=USD&page=3&pageSize=8'],
  ['the list layout, 6 per page', (user) => user.click(screen.getByRole('button', { name: 'List view' })), 'currency=USD&page=1&pageSize=6'],
  ['the currency', async (_user, store) => act(() => void store.dispatch(setCurrency('NGN'))), 'currency=NGN&page=1&pageSize=8'],
];

describe('the question each store control asks the server', () => {
  it('asks for the first page of 8 in the shopper’s currency on arrival', async () => {
    await renderStore();
    expect(catalogQueries()[0]).toBe('currency=USD&page=1&pageSize=8');
  });

  it.each(CONTROLS)('asks the server again for %s', async (_control, useControl, expected) => {
    const { user, store } = await renderStore();
    await useControl(user, store);
    await waitFor(() => expect(catalogQueries()).toContain(expected));
  });
});

describe('the filters with the answer’s facets', () => {
  it('count each brand, colour and size as "Nike (10)", read as "Nike, 10 products"', async () => {
    await renderStore();
    expect(filterButton('Nike, 10 products')).toHaveTextContent('Nike(10)');
    expect(filterButton('Beige, 6 products')).toBeEnabled();
    expect(filterButton('L, 10 products')).toBeEnabled();
    // Availability has no facet in the answer: no count.
    expect(filterButton('In Stock')).toHaveTextContent(/^In Stock$/);
  });

  it('keep a value that would list nothing visible but disabled, unless it is chosen, so it can be unchosen', async () => {
    const { user, currentUrl } = await renderStore('/store?brands=Zalando');
    expect(filterButton('Hermes, 0 products')).toBeDisabled();
    const zalando = filterButton('Zalando, 0 products');
    expect(zalando).toBeEnabled();
    expect(zalando).toHaveAttribute('aria-pressed', 'true');
    await user.click(zalando);
    expect(currentUrl()).toBe('/store');
  });

  it('count what each choice would list with the other filters applied', async () => {
    const { user } = await renderStore();
    await user.click(filterButton(/^Red,/));
    // The red products are 02, 05, 08, 11, 14, 17 and 20: Gucci makes 02, 08, 14 and 20, Nike the other three.
    expect(await within(sidebar()).findByRole('button', { name: 'Gucci, 4 products' })).toBeEnabled();
    expect(filterButton('Nike, 3 products')).toBeEnabled();
  });
});

describe('filter tags, REMOVE ALL and Reset Filters (SPEC §4)', () => {
  const EVERYTHING = '/store?category=Fashion&min=40&max=200&availability=In%20Stock&color=Red&size=M&brands=Nike&sale=1&sort=Title%20Ascending&page=2';

  it('remove one filter with its tag, back to page 1', async () => {
    const { user, currentUrl } = await renderStore(EVERYTHING);
    await user.click(screen.getByRole('button', { name: 'Remove filter Color: Red' }));
    expect(currentUrl()).toBe('/store?category=Fashion&min=40&max=200&availability=In+Stock&size=M&brands=Nike&sale=1&sort=Title+Ascending');
  });

  it.each(['REMOVE ALL', 'Reset Filters'])(
    '%s clears price, availability, colour, size, brands and on-sale, but not the category, sort or page',
    async (name) => {
      const { user, currentUrl } = await renderStore(EVERYTHING);
      await user.click(screen.getByRole('button', { name }));
      expect(currentUrl()).toBe('/store?category=Fashion&sort=Title+Ascending&page=2');
      await waitFor(() => expect(catalogQueries()).toContain('category=Fashion&currency=USD&page=2&pageSize=8&sort=Title+Ascending'));
    },
  );
});

describe('the store controls before the scripts run: GET forms for the URL the scripted store goes to', () => {
  const formQuery = (control: HTMLElement) => {
    const form = control.closest('form')!;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/store');
    return new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])).toString();
  };

  it('leads each choice, tag, page and reset to its view, keeping the rest of the view', async () => {
    const { router } = await renderStore('/store?color=Red&sort=Price+Descending&page=2');
    expect(formQuery(filterButton('Fashion'))).toBe('category=Fashion&color=Red&sort=Price+Descending');
    // Choosing the chosen colour again takes it off (SPEC §4), as its tag does.
    expect(formQuery(filterButton(/^Red,/))).toBe('sort=Price+Descending');
    expect(formQuery(screen.getByRole('button', { name: 'Remove filter Color: Red' }))).toBe('sort=Price+Descending');
    expect(formQuery(within(sidebar()).getByRole('button', { name: 'Reset Filters' }))).toBe('sort=Price+Descending&page=2');
    // The sort's own field goes with the rest of the view, the page kept, as the scripted sort keeps it.
    expect(formQuery(screen.getByRole('combobox', { name: 'Sort products' }))).toBe('color=Red&page=2&sort=Price+Descending');
    expect(router.state.location.search).toBe('?color=Red&sort=Price+Descending&page=2');
  });

  it('leads each page button to its page of the same view', async () => {
    await renderStore('/store?sort=Price+Descending');
    expect(formQuery(screen.getByRole('button', { name: 'Page 3' }))).toBe('sort=Price+Descending&page=3');
    expect(formQuery(screen.getByRole('button', { name: 'Next page' }))).toBe('sort=Price+Descending&page=2');
  });
});

describe("the phone's filter drawer", () => {
  const drawer = () => document.getElementById('store-filters') as HTMLDialogElement;

  it('is in the page before any press: a popover the Filter button opens by itself, with the sidebar’s forms', async () => {
    await renderStore('/store?color=Red');
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('popovertarget', 'store-filters');
    expect(drawer()).toHaveAttribute('popover', 'auto');
    const inDrawer = within(drawer()).getByRole('button', { name: 'Fashion', hidden: true }).closest('form')!;
    expect(inDrawer.getAttribute('action')).toBe('/store');
    expect(new URLSearchParams([...new FormData(inDrawer)].map(([name, value]) => [name, String(value)])).toString()).toBe('category=Fashion&color=Red');
    for (const close of within(drawer()).getAllByRole('button', { name: /^(Close filters|Show \d+ products)$/, hidden: true })) {
      expect(close).toHaveAttribute('popovertarget', 'store-filters');
      expect(close).toHaveAttribute('popovertargetaction', 'hide');
    }
  });

  it('with scripts, focuses its close button as it opens, keeps Tab inside and applies a choice at once', async () => {
    const { user, currentUrl } = await renderStore();
    const close = within(drawer()).getByRole('button', { name: 'Close filters', hidden: true });
    expect(close).toHaveAttribute('autofocus');
    const reachable = within(drawer()).getAllByRole('button', { hidden: true });
    reachable.at(-1)!.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(reachable.at(-1));
    await user.click(within(drawer()).getByRole('button', { name: 'Fashion', hidden: true }));
    await waitFor(() => expect(currentUrl()).toBe('/store?category=Fashion'));
  });
});
