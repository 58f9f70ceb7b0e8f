// The product page's (and the product cards') ADD TO CART works from the first paint: in the server HTML each is a
// form the server answers, naming the product and the choice; once React runs it, the page adds the line itself.
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, ROUTER_COMPONENT_FUTURE, selectCartItems, type AppStore, type Product } from '@storefront/shared';
import { usePurchase } from '../../hooks/usePurchase';
import { beatPack } from '../../testing/products';
import { PurchasePanel } from '../../components/PurchasePanel/PurchasePanel';
import { StickyAddToCart } from './StickyAddToCart';
import { CardAddButton } from '../../components/ProductCard/CardAddButton';

function Purchase({ product }: { product: Product }) {
  const purchase = usePurchase(product);
  return (
    <>
      <PurchasePanel product={product} purchase={purchase} />
      <StickyAddToCart product={product} purchase={purchase} />
      <CardAddButton product={product} />
    </>
  );
}

const page = (store: AppStore) => (
  <Provider store={store}>
    <MemoryRouter initialEntries={[`/product-detail/${beatPack.id}`]} future={ROUTER_COMPONENT_FUTURE}>
      <Purchase product={beatPack} />
    </MemoryRouter>
  </Provider>
);

const formsIn = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return [...container.querySelectorAll('form')];
};

describe('add to cart before and after the scripts', () => {
  it('is a form posting the product and its choice to the server, its button enabled, in the server HTML', () => {
    const html = renderToString(page(makeStore({ storage: null })));
    expect(html).not.toContain('Loading…');
    const forms = formsIn(html);
    expect(forms).toHaveLength(3);
    for (const form of forms) {
      expect(form.method).toBe('post');
      expect(form.getAttribute('action')).toBe('/api/v1/web/shopper/cart');
      expect(new FormData(form).get('productId')).toBe(String(beatPack.id));
      expect(new FormData(form).get('back')).toBe(`/product-detail/${beatPack.id}`);
      expect(form.querySelector('button[type="submit"]:not([disabled])')).not.toBeNull();
    }
    // The panel posts the tier chosen by default and the typed quantity; the sticky bar names its tier itself.
    expect(new FormData(forms[0]).get('license')).toBe('Standard');
    expect(new FormData(forms[0]).get('quantity')).toBe('1');
    expect(new FormData(forms[1]).get('license')).toBe('Standard');
  });

  it('says Already Added in the server HTML for a product the shopper has in the cart', () => {
    const html = renderToString(page(makeStore({ storage: null })));
    const withLine = makeStore({
      storage: null,
      preloadedState: {
        cart: { items: [{ id: beatPack.id, title: 'x', image_url: '', price: null, prices: beatPack.prices ?? [], quantity: 1, selectedLicense: 'Standard' }] },
      },
    });
    expect(html).not.toContain('Already Added');
    expect(renderToString(page(withLine)).match(/Already Added/g)).toHaveLength(3);
  });

  it('adds the line in the page, without posting, once hydrated', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const store = makeStore({ storage: null });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(store));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page(store));
    });
    const posted = jest.fn();
    container.addEventListener('submit', (event) => posted(event.defaultPrevented));
    await act(async () => {
      container.querySelector<HTMLButtonElement>('form button[type="submit"]:not([aria-label])')!.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(posted).toHaveBeenCalledWith(true);
    expect(selectCartItems(store.getState())).toHaveLength(1);
    container.remove();
  });
});
