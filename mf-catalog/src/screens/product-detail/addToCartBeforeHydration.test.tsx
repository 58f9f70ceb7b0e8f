// Issue 22 §7: the product page's server HTML must not offer an ADD TO CART that does nothing until its scripts have
// arrived — the buttons are visibly disabled ("Loading…") there, and work once React runs them in the browser.
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type Product } from '@storefront/shared';
import { usePurchase } from '../../hooks/usePurchase';
import { beatPack } from '../../testing/products';
import { PurchasePanel } from '../../components/PurchasePanel/PurchasePanel';
import { StickyAddToCart } from './StickyAddToCart';

function Purchase({ product }: { product: Product }) {
  const purchase = usePurchase(product);
  return (
    <>
      <PurchasePanel product={product} purchase={purchase} idPrefix="detail" />
      <StickyAddToCart product={product} purchase={purchase} />
    </>
  );
}

const page = () => (
  <Provider store={makeStore({ storage: null })}>
    <Purchase product={beatPack} />
  </Provider>
);

describe('add to cart before and after hydration (issue 22 §7)', () => {
  it('is disabled and says Loading… in the server HTML', () => {
    const html = renderToString(page());
    expect(html.match(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Loading…<\/button>/g)).toHaveLength(2);
    expect(html).not.toContain('ADD TO CART');
  });

  it('works once the page is hydrated', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page());
    });
    const add = [...container.querySelectorAll('button')].find((button) => button.textContent === 'ADD TO CART');
    expect(add).toBeDefined();
    expect(add!.disabled).toBe(false);
    container.remove();
  });
});
