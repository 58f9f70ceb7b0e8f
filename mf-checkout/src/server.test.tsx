/** @jest-environment node */
// The checkout rendered on the server (decision 0066): a real form that posts without scripts, shown again with the
// messages and the values of the form posted last, which the page then carries for the browser's first render.
import type { PostedCheckout } from '@storefront/shared/checkout';
import type { ShopperRecord } from '@storefront/shared/shopper';
import { render } from './server';

const record: ShopperRecord = {
  cart: [
    {
      id: 341,
      title: 'Sample pack',
      image_url: '',
      price: 10,
      prices: [{ license_type: 'Standard', usd_amount: 10, ngn_amount: 7500 }],
      quantity: 1,
      selectedLicense: 'Standard',
    },
  ],
  wishlist: [],
  compare: [],
};
const posted: PostedCheckout = {
  form: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example',
    phone: '+44 20 7946 0000',
    country: '',
    state: '',
    city: '',
    street: '',
    postalCode: '',
    notes: 'Gift <wrap>',
  },
  paymentMethod: 'paystack',
  errors: { email: 'Email is invalid' },
  notice: { kind: 'refused', message: 'Please fill in all required fields correctly.' },
  postedAt: 1_700_000_000_000,
};
const request = (checkout?: PostedCheckout) => ({
  url: '/checkout',
  routePath: '/checkout',
  apiBaseUrl: 'http://storefront.internal/api/v1/web',
  fetch: async () => new Response('{"message":"not here"}', { status: 404, headers: { 'content-type': 'application/json' } }),
  shopper: record,
  checkout,
});

/** The attributes of the first element `pattern` finds. */
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[0].match(/[\w-]+="[^"]*"/g) ?? [];

describe('the checkout rendered on the server', () => {
  it('is one form posting to the server, the payment choice and the pay button in it', async () => {
    const page = (await render(request()))!;
    expect(tag(page.html, /<form id="checkout-form"[^>]*>/)).toEqual(expect.arrayContaining(['method="post"', 'action="/api/v1/web/shopper/checkout"']));
    expect(tag(page.html, /<input type="radio" id="payment-paystack"[^>]*>/)).toEqual(expect.arrayContaining(['form="checkout-form"', 'name="paymentMethod"']));
    expect(tag(page.html, /<button[^>]*>Place Order/)).toEqual(
      expect.arrayContaining(['type="submit"', 'form="checkout-form"', 'name="intent"', 'value="order"']),
    );
    expect(tag(page.html, /<button[^>]*>Save Information/)).toEqual(expect.arrayContaining(['type="submit"', 'name="intent"', 'value="save"']));
    expect(page.html).toContain('<input type="hidden" name="attempt" value="0"/>');
    expect(tag(page.html, /<input id="firstName"[^>]*>/)).toContain('name="firstName"');
    expect(page.state).not.toHaveProperty('checkout');
  });

  it('shows the posted form again with its values, the spec messages and the attempt, and carries it for the browser', async () => {
    const page = (await render(request(posted)))!;
    expect(page.html).toContain('value="Ada"');
    expect(page.html).toContain('value="ada@example"');
    expect(page.html).toContain('Gift &lt;wrap&gt;</textarea>');
    expect(page.html).toContain('Email is invalid');
    expect(page.html).toContain('Please fill in all required fields correctly.');
    expect(tag(page.html, /<input type="radio" id="payment-paystack"[^>]*>/)).toContain('checked=""');
    expect(page.html).toContain(`<input type="hidden" name="attempt" value="${posted.postedAt}"/>`);
    expect(page.state.checkout).toEqual(posted);
  });

  it('leaves the order confirmation and the payment result to the browser', async () => {
    expect(await render({ ...request(), url: '/payment-confirmation', routePath: '/payment-confirmation' })).toBeNull();
  });
});
