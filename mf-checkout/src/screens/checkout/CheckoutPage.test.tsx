import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearCart, setCurrency, toCartLine, type CartLine } from '@storefront/shared';
import { apiUrl, recordRequests, renderWithProviders, server, type RenderWithProvidersOptions } from '@storefront/shared/testing';
import { leaveForPaymentPage } from '../../checkout/paymentRedirect';
import { loadUnpaidOrder, rememberUnpaidOrder } from '../../checkout/unpaidOrder';
import { UNPAID_ORDER_NOTICE } from '../../components/UnpaidOrderNotice/UnpaidOrderNotice';
import CheckoutPage from './CheckoutPage';

jest.mock('../../checkout/paymentRedirect', () => ({ leaveForPaymentPage: jest.fn() }));

// Lines as the cart keeps them: each product's price in every currency as the API answered it. The lamp's
// naira price is the shop's own, not 750 × its dollar price, so a payload that converted would show.
const lampAmounts = { USD: { price: 40, oldPrice: null }, NGN: { price: 29500, oldPrice: null } };
const lamp: CartLine = { ...toCartLine({ id: 5, title: 'Desk Lamp', price: 40, amounts: lampAmounts }), quantity: 2 };
const font: CartLine = toCartLine({
  id: 9,
  title: 'Display Font',
  prices: [{ license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 }],
  amounts: { USD: { price: 29.99, oldPrice: null }, NGN: { price: 22499.25, oldPrice: null } },
});

/** Every request the checkout sends, as the API received it. */
let requests: Request[];
beforeEach(() => {
  requests = recordRequests();
});
afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

/** The API answers place_order with each of `answers` in turn, and with the last one after that. */
function answerOrders(...answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  server.use(http.post(apiUrl('place_order'), () => answers[Math.min(call++, answers.length - 1)]()));
}
const json =
  (body: Record<string, unknown>, status = 200) =>
  () =>
    HttpResponse.json(body, { status });

/** The shopper of the current render: the helpers below type and click as them. */
let user: ReturnType<typeof renderWithProviders>['user'];

function renderCheckout(items: CartLine[] = [lamp, font], options: RenderWithProvidersOptions = {}) {
  const view = renderWithProviders(<CheckoutPage />, { path: '/checkout', url: '/checkout', preloadedState: { cart: { items } }, ...options });
  user = view.user;
  return view;
}

/** For a test under fake timers: the shopper's pauses between keystrokes advance them. */
const underFakeTimers = (): RenderWithProvidersOptions => {
  jest.useFakeTimers();
  return { userOptions: { advanceTimers: jest.advanceTimersByTime } };
};

/** A form control by its label (labels end in an aria-hidden required mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/**
 * Replaces what a text field holds with `value`, entered at once as a paste or the browser's autofill does: typed key by
 * key, the whole checkout re-renders per key (about 0.1 s each in jsdom) and the file would take minutes.
 */
async function fill(label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.paste(value);
}
const choose = (label: string, value: string) => user.selectOptions(field(label), value);
async function fillCustomer() {
  await fill('First Name', 'Ada');
  await fill('Last Name', 'Lovelace');
  await fill('Email', 'ada@example.com');
  await fill('Phone', '+1 202 555 0100');
}
/** The desk lamp is a parcel, so the order needs its address. */
async function fillAddress() {
  await choose('Country', 'US');
  await choose('State', 'NY');
  await fill('City', 'New York');
  await fill('Street Address', '1 Broadway');
  await fill('Postal Code', '10004');
}
/** While something is missing the pay button stays operable, so that a tap shows what; its hints say it. */
const expectPayBlocked = () => expect(payButton()).toHaveAccessibleDescription(/^Please|^Your cart is empty/);
const payButton = () => screen.getByRole('button', { name: /Place Order|Processing Order/ });
const sentRequest = (call = 0) => requests[call];

describe('checkout form', () => {
  it('shows each validation message on save and clears one when its field is edited', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderCheckout();
    await fill('Email', 'ada@');
    await user.click(screen.getByRole('button', { name: 'Save Information' }));
    for (const message of ['First name is required', 'Last name is required', 'Email is invalid', 'Phone number is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('First Name')).toHaveAccessibleDescription('First name is required');
    expect(alert).not.toHaveBeenCalled();

    await fill('First Name', 'A');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    await fill('Email', '');
    await user.click(screen.getByRole('button', { name: 'Save Information' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it("alerts 'Order information saved successfully!' when the info form is submitted valid", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderCheckout();
    await fillCustomer();
    await fillAddress();
    await user.click(screen.getByRole('button', { name: 'Save Information' }));
    expect(alert).toHaveBeenCalledWith('Order information saved successfully!');
  });

  it('offers a state select for the United States (with DC) and free text for a country without states; a new country clears the state', async () => {
    renderCheckout();
    await choose('Country', 'US');
    const states = screen.getByRole('combobox', { name: 'State' });
    expect(within(states).getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument();
    await user.selectOptions(states, 'DC');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('DC');

    await choose('Country', 'CA');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    expect(within(screen.getByRole('combobox', { name: 'State' })).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();

    await choose('Country', 'FR');
    const freeText = screen.getByRole('textbox', { name: 'State' });
    expect(freeText).toHaveValue('');
    await user.type(freeText, 'Île-de-France');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('Île-de-France');
  });

  it("prefills notes with the cart's saved note, also when a draft without notes was saved earlier", () => {
    renderCheckout().unmount();
    renderCheckout([], { preloadedState: { cartNote: 'Leave at the door' } });
    expect(field('Order Notes')).toHaveValue('Leave at the door');
  });

  it('keeps what the shopper typed across a reload', async () => {
    const first = renderCheckout();
    await fillCustomer();
    await choose('Country', 'IN');
    await user.click(screen.getByRole('radio', { name: 'Paystack' }));
    first.unmount();
    renderCheckout();
    expect(field('First Name')).toHaveValue('Ada');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Country')).toHaveValue('IN');
    expect(screen.getByRole('radio', { name: 'Paystack' })).toBeChecked();
  });
});

describe('payment choice and the pay button', () => {
  it('starts with no method chosen and the three hints, and enables the button once everything is there', () => {
    renderCheckout([]);
    expect(screen.getByRole('radio', { name: 'Paystack' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Stripe' })).not.toBeInTheDocument();
    expectPayBlocked();
    expect(payButton()).toHaveAccessibleDescription(
      [
        'Please fill in all required fields to continue',
        'Your cart is empty. Please add items to place an order.',
        'Please select a payment method above to pay now',
      ].join(' '),
    );
  });

  it('names only what is still missing', async () => {
    renderCheckout();
    await fillCustomer();
    expectPayBlocked();
    expect(payButton()).toHaveAccessibleDescription('Please fill in all required fields to continue Please select a payment method above to pay now');
    await fillAddress();
    expect(payButton()).toHaveAccessibleDescription('Please select a payment method above to pay now');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(payButton()).toBeEnabled();
    expect(payButton()).not.toHaveAccessibleDescription();
  });

  it('shows PayPal as unavailable with the reason while the currency is NGN', async () => {
    const { store } = renderCheckout();
    await fillCustomer();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    act(() => {
      store.dispatch(setCurrency('NGN'));
    });
    const paypal = screen.getByRole('radio', { name: 'PayPal' });
    expect(paypal).toBeDisabled();
    expect(paypal).not.toBeChecked();
    expect(paypal).toHaveAccessibleDescription('Unavailable: PayPal does not support NGN. Choose Paystack or pay in USD.');
    expectPayBlocked();
    expect(screen.getByText('Please select a payment method above to pay now')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paystack' })).toBeEnabled();
  });
});

describe('placing the order', () => {
  async function readyToPay(items?: CartLine[], options?: RenderWithProvidersOptions) {
    const view = renderCheckout(items, options);
    await fillCustomer();
    await fillAddress();
    await user.click(screen.getByRole('radio', { name: 'Paystack' }));
    return view;
  }

  it('sends the order with an Idempotency-Key, says it is processing, then redirects to the confirmation after 2 s and clears the cart', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answerOrders(async () => {
      await answered;
      return HttpResponse.json({ success: true, order_id: 'ord_1', payment_url: null, message: 'Order placed successfully' }, { status: 201 });
    });
    const { store, currentUrl } = await readyToPay(undefined, underFakeTimers());
    await user.click(payButton());
    expect(payButton()).toHaveTextContent('Processing Order...');
    expect(payButton()).toBeDisabled();

    await waitFor(() => expect(requests).toHaveLength(1));
    const request = sentRequest();
    expect(request.url).toBe('http://localhost/api/v1/web/place_order');
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(await request.clone().text());
    expect(body).toMatchObject({
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      address: { country: 'US', state: 'NY', city: 'New York', street: '1 Broadway', postalCode: '10004' },
      paymentMethod: 'paystack',
      currency: 'USD',
      items: [
        { productId: 5, quantity: 2, unitPrice: 40, totalPrice: 80, selectedLicense: null },
        { productId: 9, quantity: 1, unitPrice: 29.99, selectedLicense: 'Standard' },
      ],
      totals: { subtotal: 109.99, total: 109.99, tax: 0, discount: 0 },
    });

    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order placed successfully! Redirecting to confirmation page...'));
    act(() => jest.advanceTimersByTime(1999));
    expect(store.getState().cart.items).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().cart.items).toHaveLength(0);
    expect(currentUrl()).toBe('/order-confirmation/ord_1');
  });

  it('with a payment_url, keeps the cart until the payment is verified, remembers the order and goes to the provider after 1.5 s', async () => {
    answerOrders(json({ success: true, order_id: 'ord_2', payment_url: 'https://pay.example/abc', message: 'ok' }, 201));
    const { store } = await readyToPay(undefined, underFakeTimers());
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order created! Redirecting to payment...'));
    expect(store.getState().cart.items).toHaveLength(2);
    expect(loadUnpaidOrder(window.sessionStorage)).toBe('ord_2');
    expect(screen.queryByText(UNPAID_ORDER_NOTICE)).toBeNull();
    act(() => jest.advanceTimersByTime(1499));
    expect(leaveForPaymentPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(leaveForPaymentPage).toHaveBeenCalledWith('https://pay.example/abc');
    expect(store.getState().cart.items).toHaveLength(2);
  });

  it('back from an unpaid payment, says the cart is still here and places a new order with a new Idempotency-Key', async () => {
    answerOrders(
      json({ success: true, order_id: 'ord_2', payment_url: 'https://pay.example/abc', message: 'ok' }, 201),
      json({ success: true, order_id: 'ord_3', payment_url: 'https://pay.example/def', message: 'ok' }, 201),
    );
    const first = await readyToPay();
    await user.click(payButton());
    await screen.findByText('Order created! Redirecting to payment...');
    first.unmount();

    // The shopper comes back (Try Again, or Back from the provider's page) to a checkout that still holds the cart and form.
    renderCheckout();
    const notice = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(UNPAID_ORDER_NOTICE));
    expect(notice).toHaveTextContent('ord_2');
    expect(within(screen.getByRole('complementary', { name: 'Order summary' })).getByText(/Desk Lamp/)).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Ada');
    await user.click(payButton());
    await screen.findByText('Order created! Redirecting to payment...');
    expect(screen.queryByText(UNPAID_ORDER_NOTICE)).toBeNull();
    expect(sentRequest(1).headers.get('Idempotency-Key')).not.toBe(sentRequest(0).headers.get('Idempotency-Key'));
    expect(loadUnpaidOrder(window.sessionStorage)).toBe('ord_3');
  });

  it('shows no unpaid-order notice when the cart has since been emptied', () => {
    rememberUnpaidOrder(window.sessionStorage, 'ord_2');
    renderCheckout([]);
    expect(screen.queryByText(UNPAID_ORDER_NOTICE)).toBeNull();
  });

  it('sends one order for a double click', async () => {
    answerOrders(json({ success: true, order_id: 'ord_3', payment_url: null, message: 'ok' }, 201));
    await readyToPay();
    await user.dblClick(payButton());
    await screen.findByText('Order placed successfully! Redirecting to confirmation page...');
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['no response', () => HttpResponse.error(), 'Network error. Please check your connection and try again.'],
    ['a server message', json({ message: 'Too many requests' }, 429), 'Failed to place order: Too many requests'],
    ['no message', () => new HttpResponse('oops', { status: 500 }), 'Server error occurred'],
    ['success false', json({ success: false }), 'Failed to place order'],
  ])('on %s shows the SPEC §8 message and keeps the form', async (_case, answer, message) => {
    answerOrders(answer);
    const { store } = await readyToPay();
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(field('First Name')).toHaveValue('Ada');
    expect(screen.getByRole('radio', { name: 'Paystack' })).toBeChecked();
    expect(store.getState().cart.items).toHaveLength(2);
    expect(payButton()).toBeEnabled();
  });

  it('retries a lost answer with the same Idempotency-Key, and a changed order with a new one', async () => {
    answerOrders(() => HttpResponse.error(), json({ message: 'Rate limited' }, 429));
    await readyToPay();
    await user.click(payButton());
    await screen.findByText('Network error. Please check your connection and try again.');
    await user.click(payButton());
    await screen.findByText('Failed to place order: Rate limited');
    const [first, second] = [sentRequest(0), sentRequest(1)];
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(await second.clone().text()).toBe(await first.clone().text());

    await fill('Phone', '+1 202 555 0199');
    await user.click(payButton());
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(sentRequest(2).headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'));
  });

  it('sends the amounts of the NGN order from the lines, with Paystack', async () => {
    answerOrders(json({ success: true, order_id: 'ord_2', payment_url: null }, 201));
    const { store } = await readyToPay();
    act(() => void store.dispatch(setCurrency('NGN')));
    await user.click(payButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(await sentRequest().clone().text())).toMatchObject({
      currency: 'NGN',
      items: [
        { productId: 5, quantity: 2, unitPrice: 29500, totalPrice: 59000, currency: 'NGN' },
        { productId: 9, quantity: 1, unitPrice: 22499.25, totalPrice: 22499.25, currency: 'NGN' },
      ],
      totals: { subtotal: 81499.25, tax: 0, discount: 0, total: 81499.25 },
    });
  });

  it('when prices changed, says so and refreshes the whole cart from the server in one request', async () => {
    answerOrders(json({ success: false, code: 'PRICE_MISMATCH', message: 'Prices have changed. Please review your cart.', items: [] }, 409));
    const repricedLamp = { id: 5, title: 'Desk Lamp', price: 45, amounts: { USD: { price: 45, oldPrice: null }, NGN: { price: 33000, oldPrice: null } } };
    server.use(
      http.get(apiUrl('products'), () => HttpResponse.json([repricedLamp, { id: 9, title: 'Display Font', prices: font.prices, amounts: font.amounts }])),
    );
    const { store } = await readyToPay();
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to place order: Prices have changed. Please review your cart.'));
    await waitFor(() => expect(store.getState().cart.items[0].price).toBe(45));
    expect(screen.getByText('$90.00')).toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/api/v1/web/place_order',
      '/api/v1/web/products?ids=5,9',
    ]);
    act(() => void store.dispatch(setCurrency('NGN')));
    expect(screen.getByText('₦66,000.00')).toBeInTheDocument();
  });

  it('refuses an order with nothing in the cart', async () => {
    const { store } = await readyToPay();
    act(() => {
      store.dispatch(clearCart());
    });
    expectPayBlocked();
    await user.click(payButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Your cart is empty. Please add items before placing an order.');
    expect(requests).toEqual([]);
  });
});
