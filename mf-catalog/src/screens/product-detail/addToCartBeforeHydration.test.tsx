// Issue 22 §7: the product page's (and the product cards') server HTML must not offer an ADD TO CART that does nothing until its scripts have
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
import { CardAddButton } from '../../components/ProductCard/CardAddButton';

function Purchase({ product }: { product: Product }) {
  const purchase = usePurchase(product);
  return (
    <>
      <PurchasePanel product={product} purchase={purchase} idPrefix="detail" />
      <StickyAddToCart product={product} purchase={purchase} />
      <CardAddButton product={product} />
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
    expect(html.match(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Loading…<\/button>/g)).toHaveLength(3);
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
    const adds = [...container.querySelectorAll('button')].filter((button) => /^(ADD TO CART|Add to cart)$/.test(button.textContent ?? ''));
    expect(adds).toHaveLength(3);
    expect(adds.every((button) => !button.disabled && !button.hasAttribute('aria-busy'))).toBe(true);
    expect(container.textContent).not.toContain('Loading…');
    container.remove();
  });
});
