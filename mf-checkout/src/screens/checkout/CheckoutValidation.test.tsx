// Checkout's validation as a shopper meets it (decision 0015): no address for downloads, a full one for parcels, a real
// phone number, and a refused order that takes the shopper to the first error.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toCartLine, type CartLine } from '@storefront/shared';
import { apiUrl, recordRequests, renderWithProviders, server } from '@storefront/shared/testing';
import CheckoutPage from './CheckoutPage';

jest.mock('../../checkout/paymentRedirect', () => ({ leaveForPaymentPage: jest.fn() }));

const lamp: CartLine = toCartLine({ id: 5, title: 'Desk Lamp', price: 40 });
const font: CartLine = toCartLine({
  id: 9,
  title: 'Display Font',
  prices: [{ license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 }],
});

/** Every request the checkout sends, as the API received it. */
let requests: Request[];
let scrollIntoView: jest.Mock;
beforeEach(() => {
  requests = recordRequests();
  // jsdom does not lay out or scroll; this records what would be scrolled into view.
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  window.sessionStorage.clear();
});

const renderCheckout = (items: CartLine[]) =>
  renderWithProviders(<CheckoutPage />, { path: '/checkout', url: '/checkout', preloadedState: { cart: { items } } });
type User = ReturnType<typeof renderCheckout>['user'];

/** A form control by its label (a required field's label ends in an aria-hidden mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const queryField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}`));
const payButton = () => screen.getByRole('button', { name: 'Place Order' });

/**
 * Fills the customer fields and picks Paystack. Each field gets its value at once, as a paste or the browser's autofill
 * does: typed key by key, the whole checkout re-renders per key (about 0.1 s each in jsdom).
 */
async function fillCustomer(user: User, phone = '+1 202 555 0100') {
  for (const [label, value] of [
    ['First Name', 'Ada'],
    ['Last Name', 'Lovelace'],
    ['Email', 'ada@example.com'],
    ['Phone', phone],
  ]) {
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('radio', { name: 'Paystack' }));
}

describe('an order of downloads only', () => {
  it('asks for no shipping address and is placed without one', async () => {
    server.use(
      http.post(apiUrl('place_order'), () => HttpResponse.json({ success: true, order_id: 'ord_9', payment_url: null, message: 'ok' }, { status: 201 })),
    );
    const { user } = renderCheckout([font]);
    for (const label of ['Country', 'State', 'City', 'Street Address', 'Postal Code']) expect(queryField(label)).not.toBeInTheDocument();
    expect(screen.getByText('Your order is delivered by download, so no shipping address is needed.')).toBeInTheDocument();

    await fillCustomer(user);
    expect(payButton()).not.toHaveAccessibleDescription();
    await user.click(payButton());

    await screen.findByText('Order placed successfully! Redirecting to confirmation page...');
    expect(requests).toHaveLength(1);
    const body = JSON.parse(await requests[0].clone().text());
    expect(body.address).toEqual({ country: '', state: '', city: '', street: '', postalCode: '' });
  });
});

describe('an order with a physical product', () => {
  it('marks every address field required', () => {
    renderCheckout([lamp, font]);
    for (const label of ['Country', 'City', 'Street Address', 'Postal Code']) expect(field(label)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: 'Shipping Address' })).toBeInTheDocument();
  });

  it('is refused without a city and street: each message beside its field, focus on the first, what was typed kept', async () => {
    const { user } = renderCheckout([lamp, font]);
    await fillCustomer(user);
    await user.selectOptions(field('Country'), 'US');
    await user.selectOptions(field('State'), 'NY');
    await user.type(field('Postal Code'), '10004');

    expect(payButton()).toHaveAccessibleDescription('Please fill in all required fields to continue');
    await user.click(payButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.');
    expect(field('City')).toHaveAccessibleDescription('City is required');
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Street Address')).toHaveAccessibleDescription('Street address is required');
    expect(field('City')).toHaveFocus();
    expect(field('Postal Code')).not.toHaveAttribute('aria-invalid');
    expect(field('Postal Code')).toHaveValue('10004');
    expect(field('State')).toHaveValue('NY');
    expect(requests).toEqual([]);

    await user.type(field('City'), 'New York');
    expect(field('City')).not.toHaveAccessibleDescription();
    expect(field('Street Address')).toHaveAccessibleDescription('Street address is required');
  });

  it('is refused with an empty address, country first; a state is asked for once the country has a list', async () => {
    const { user } = renderCheckout([lamp]);
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Save Information' }));
    expect(field('Country')).toHaveAccessibleDescription('Country is required');
    expect(field('Country')).toHaveFocus();

    await user.selectOptions(field('Country'), 'US');
    expect(field('Country')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save Information' }));
    expect(field('State')).toHaveAccessibleDescription('State is required');
    expect(field('State')).toHaveFocus();
  });
});

describe('the phone number', () => {
  it('"abc" is refused: the message is tied to the phone, which gets focus and is scrolled into view', async () => {
    const { user } = renderCheckout([font]);
    await fillCustomer(user, 'abc');
    await user.click(payButton());

    const phone = field('Phone');
    expect(phone).toHaveAccessibleDescription('Phone number is invalid: use at least 7 digits, with an optional +, spaces, dashes, dots or parentheses');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('abc');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(phone);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.'));
    expect(requests).toEqual([]);
  });
});
