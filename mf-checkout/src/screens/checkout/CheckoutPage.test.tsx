import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearCart, setCurrency, toCartLine, type CartLine } from '@storefront/shared';
import { jsonResponse, renderScreen } from '../../testing/renderScreen';
import { leaveForPaymentPage } from '../../checkout/paymentRedirect';
import { orderEmailFor } from '../../orders/orderEmails';
import { loadUnpaidOrder, rememberUnpaidOrder } from '../../checkout/unpaidOrder';
import { UNPAID_ORDER_NOTICE } from '../../components/UnpaidOrderNotice/UnpaidOrderNotice';
import CheckoutPage from './CheckoutPage';

jest.mock('../../checkout/paymentRedirect', () => ({ leaveForPaymentPage: jest.fn() }));

const lamp: CartLine = { ...toCartLine({ id: 5, title: 'Desk Lamp', price: 40 }), quantity: 2 };
const font: CartLine = toCartLine({
  id: 9,
  title: 'Display Font',
  prices: [{ license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 }],
});

let fetchMock: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.sessionStorage.clear();
});

function renderCheckout(items: CartLine[] = [lamp, font]) {
  return renderScreen(<CheckoutPage />, { path: '/checkout', url: '/checkout', preloadedState: { cart: { items } } });
}

/** A form control by its label (labels end in an aria-hidden required mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
function fillCustomer() {
  type('First Name', 'Ada');
  type('Last Name', 'Lovelace');
  type('Email', 'ada@example.com');
  type('Phone', '+1 202 555 0100');
}
/** The desk lamp is a parcel, so the order needs its address (issue 22 §6). */
function fillAddress() {
  type('Country', 'US');
  type('State', 'NY');
  type('City', 'New York');
  type('Street Address', '1 Broadway');
  type('Postal Code', '10004');
}
/** While something is missing the pay button stays operable, so that a tap shows what; its hints say it. */
const expectPayBlocked = () => expect(payButton()).toHaveAccessibleDescription(/^Please|^Your cart is empty/);
const payButton = () => screen.getByRole('button', { name: /Place Order|Processing Order/ });
const sentRequest = (call = 0) => fetchMock.mock.calls[call][0] as Request;

describe('checkout form', () => {
  it('shows each validation message on save and clears one when its field is edited', () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderCheckout();
    type('Email', 'ada@');
    fireEvent.click(screen.getByRole('button', { name: 'Save Information' }));
    for (const message of ['First name is required', 'Last name is required', 'Email is invalid', 'Phone number is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('First Name')).toHaveAccessibleDescription('First name is required');
    expect(alert).not.toHaveBeenCalled();

    type('First Name', 'A');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    type('Email', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Information' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it("alerts 'Order information saved successfully!' when the info form is submitted valid", () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderCheckout();
    fillCustomer();
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Save Information' }));
    expect(alert).toHaveBeenCalledWith('Order information saved successfully!');
  });

  it('offers a state select for the United States (with DC) and free text for a country without states; a new country clears the state', () => {
    renderCheckout();
    fireEvent.change(field('Country'), { target: { value: 'US' } });
    const states = screen.getByRole('combobox', { name: 'State' });
    expect(within(states).getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument();
    fireEvent.change(states, { target: { value: 'DC' } });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('DC');

    fireEvent.change(field('Country'), { target: { value: 'CA' } });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    expect(within(screen.getByRole('combobox', { name: 'State' })).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();

    fireEvent.change(field('Country'), { target: { value: 'FR' } });
    const freeText = screen.getByRole('textbox', { name: 'State' });
    expect(freeText).toHaveValue('');
    fireEvent.change(freeText, { target: { value: 'Île-de-France' } });
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('Île-de-France');
  });

  it("prefills notes with the cart's saved note, also when a draft without notes was saved earlier", () => {
    renderCheckout().unmount();
    renderScreen(<CheckoutPage />, { path: '/checkout', url: '/checkout', preloadedState: { cartNote: 'Leave at the door' } });
    expect(field('Order Notes')).toHaveValue('Leave at the door');
  });

  it('keeps what the shopper typed across a reload', () => {
    const first = renderCheckout();
    fillCustomer();
    fireEvent.change(field('Country'), { target: { value: 'IN' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Paystack' }));
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

  it('names only what is still missing', () => {
    renderCheckout();
    fillCustomer();
    expectPayBlocked();
    expect(payButton()).toHaveAccessibleDescription('Please fill in all required fields to continue Please select a payment method above to pay now');
    fillAddress();
    expect(payButton()).toHaveAccessibleDescription('Please select a payment method above to pay now');
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(payButton()).toBeEnabled();
    expect(payButton()).not.toHaveAccessibleDescription();
  });

  it('shows PayPal as unavailable with the reason while the currency is NGN', () => {
    const { store } = renderCheckout();
    fillCustomer();
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
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
  function readyToPay(items?: CartLine[]) {
    const view = renderCheckout(items);
    fillCustomer();
    fillAddress();
    fireEvent.click(screen.getByRole('radio', { name: 'Paystack' }));
    return view;
  }

  it('sends the order with an Idempotency-Key, says it is processing, then redirects to the confirmation after 2 s and clears the cart', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { store } = readyToPay();
    fireEvent.click(payButton());
    expect(payButton()).toHaveTextContent('Processing Order...');
    expect(payButton()).toBeDisabled();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
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

    jest.useFakeTimers();
    await act(async () => answer(jsonResponse({ success: true, order_id: 'ord_1', payment_url: null, message: 'Order placed successfully' }, 201)));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order placed successfully! Redirecting to confirmation page...'));
    act(() => jest.advanceTimersByTime(1999));
    expect(store.getState().cart.items).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().cart.items).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation/ord_1');
    expect(orderEmailFor(window.sessionStorage, 'ord_1')).toBe('ada@example.com');
  });

  it('with a payment_url, keeps the cart until the payment is verified, remembers the order and goes to the provider after 1.5 s', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, order_id: 'ord_2', payment_url: 'https://pay.example/abc', message: 'ok' }, 201));
    const { store } = readyToPay();
    jest.useFakeTimers();
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order created! Redirecting to payment...'));
    expect(store.getState().cart.items).toHaveLength(2);
    expect(loadUnpaidOrder(window.sessionStorage)).toBe('ord_2');
    expect(screen.queryByText(UNPAID_ORDER_NOTICE)).toBeNull();
    act(() => jest.advanceTimersByTime(1499));
    expect(leaveForPaymentPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(leaveForPaymentPage).toHaveBeenCalledWith('https://pay.example/abc');
    expect(store.getState().cart.items).toHaveLength(2);
    expect(orderEmailFor(window.sessionStorage, 'ord_2')).toBe('ada@example.com');
  });

  it('back from an unpaid payment, says the cart is still here and places a new order with a new Idempotency-Key', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ success: true, order_id: 'ord_2', payment_url: 'https://pay.example/abc', message: 'ok' }, 201))
      .mockResolvedValueOnce(jsonResponse({ success: true, order_id: 'ord_3', payment_url: 'https://pay.example/def', message: 'ok' }, 201));
    const first = readyToPay();
    fireEvent.click(payButton());
    await screen.findByText('Order created! Redirecting to payment...');
    first.unmount();

    // The shopper comes back (Try Again, or Back from the provider's page) to a checkout that still holds the cart and form.
    renderCheckout();
    const notice = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(UNPAID_ORDER_NOTICE));
    expect(notice).toHaveTextContent('ord_2');
    expect(within(screen.getByRole('complementary', { name: 'Order summary' })).getByText(/Desk Lamp/)).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Ada');
    fireEvent.click(payButton());
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
    fetchMock.mockResolvedValue(jsonResponse({ success: true, order_id: 'ord_3', payment_url: null, message: 'ok' }, 201));
    readyToPay();
    const button = payButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText('Order placed successfully! Redirecting to confirmation page...');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no response', () => Promise.reject(new TypeError('Failed to fetch')), 'Network error. Please check your connection and try again.'],
    ['a server message', async () => jsonResponse({ message: 'Too many requests' }, 429), 'Failed to place order: Too many requests'],
    ['no message', async () => new Response('oops', { status: 500 }), 'Server error occurred'],
    ['success false', async () => jsonResponse({ success: false }), 'Failed to place order'],
  ])('on %s shows the SPEC §8 message and keeps the form', async (_case, answer, message) => {
    fetchMock.mockImplementation(answer);
    const { store } = readyToPay();
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(field('First Name')).toHaveValue('Ada');
    expect(screen.getByRole('radio', { name: 'Paystack' })).toBeChecked();
    expect(store.getState().cart.items).toHaveLength(2);
    expect(payButton()).toBeEnabled();
  });

  it('retries a lost answer with the same Idempotency-Key, and a changed order with a new one', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Rate limited' }, 429));
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Rate limited' }, 429));
    readyToPay();
    fireEvent.click(payButton());
    await screen.findByText('Network error. Please check your connection and try again.');
    fireEvent.click(payButton());
    await screen.findByText('Failed to place order: Rate limited');
    const [first, second] = [sentRequest(0), sentRequest(1)];
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(await second.clone().text()).toBe(await first.clone().text());

    type('Phone', '+1 202 555 0199');
    fireEvent.click(payButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentRequest(2).headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'));
  });

  it('when prices changed, says so and refreshes the cart from the server', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = (input as Request).url;
      if (url.endsWith('/place_order')) {
        return jsonResponse({ success: false, code: 'PRICE_MISMATCH', message: 'Prices have changed. Please review your cart.', items: [] }, 409);
      }
      if (url.endsWith('/products/5')) return jsonResponse({ id: 5, title: 'Desk Lamp', price: 45 });
      return jsonResponse({ id: 9, title: 'Display Font', prices: font.prices });
    });
    const { store } = readyToPay();
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to place order: Prices have changed. Please review your cart.'));
    await waitFor(() => expect(store.getState().cart.items[0].price).toBe(45));
    expect(screen.getByText('$90.00')).toBeInTheDocument();
  });

  it('refuses an order with nothing in the cart', () => {
    const { store } = readyToPay();
    act(() => {
      store.dispatch(clearCart());
    });
    expectPayBlocked();
    fireEvent.click(payButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Your cart is empty. Please add items before placing an order.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
