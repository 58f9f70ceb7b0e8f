import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderLookup } from '@storefront/shared';
import { apiUrl, recordRequests, renderWithProviders, server } from '@storefront/shared/testing';
import { lookedUpOrder, maskedOrder, paidDigitalOrder } from '../../testing/orderFixtures';
import { orderEmailFor, rememberOrderEmail } from '../../orders/orderEmails';
import OrderConfirmationPage from './OrderConfirmationPage';

/** Every request the page sends, as the API received it. */
let requests: Request[];
beforeEach(() => {
  requests = recordRequests();
});
afterEach(() => {
  window.sessionStorage.clear();
});

/** The API answers every order lookup with `answer`. */
const answerLookup = (answer: (request: Request) => Response) => server.use(http.get(apiUrl('orders/:orderId'), ({ request }) => answer(request)));
const found = (order: OrderLookup) => () => HttpResponse.json({ success: true, order });

const renderAt = (url: string, path = '/order-confirmation/:orderId') => renderWithProviders(<OrderConfirmationPage />, { path, url });

describe('order confirmation (SPEC §2, §4, §8)', () => {
  it('loads the order by its ID while showing a loading state', async () => {
    answerLookup(found(lookedUpOrder));
    renderAt('/order-confirmation/ord_abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Loading order details...');
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(requests.map((request) => request.url)).toEqual(['http://localhost/api/v1/web/orders/ord_abc123']);
  });

  it('shows the confirmed order with its five cards', async () => {
    answerLookup(found(lookedUpOrder));
    renderAt('/order-confirmation/ord_abc123');
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(screen.getByText("Thank you for your order. We've received your order and will process it shortly")).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('ord_abc123');

    const card = (name: string) => screen.getByRole('region', { name });
    expect(card('Customer Information')).toHaveTextContent('Ada Lovelace');
    expect(card('Customer Information')).toHaveTextContent('ada@example.com');
    expect(card('Customer Information')).toHaveTextContent('+1 202 555 0100');
    expect(card('Shipping Address')).toHaveTextContent('1 Main St');
    expect(card('Shipping Address')).toHaveTextContent('Washington, District of Columbia, 20001');
    expect(card('Shipping Address')).toHaveTextContent('United States');
    const items = within(card('Order Items')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Display Font (Extended License) × 1$199.99');
    expect(items[1]).toHaveTextContent('Desk Lamp × 2$80.00');
    expect(card('Order Summary')).toHaveTextContent('Total$279.99');
    expect(card('Payment Information')).toHaveTextContent('Paystack');
    expect(card('Payment Information')).toHaveTextContent('March 4, 2026');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it("reads 'Payment Pending (No Payment Method Selected)' for a no-payment order", async () => {
    answerLookup(found({ ...lookedUpOrder, status: 'pending', paymentMethod: 'no-payment' }));
    renderAt('/order-confirmation/ord_abc123');
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(screen.getByRole('region', { name: 'Payment Information' })).toHaveTextContent('Payment Pending (No Payment Method Selected)');
  });

  it('prints the order with Print Order', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    answerLookup(found(lookedUpOrder));
    const { user } = renderAt('/order-confirmation/ord_abc123');
    await user.click(await screen.findByRole('button', { name: 'Print Order' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 404', () => HttpResponse.json({ success: false, message: 'Order not found' }, { status: 404 })],
    ['success false', () => HttpResponse.json({ success: false, message: 'nope' })],
    ['no response', () => HttpResponse.error()],
  ])('shows Order Not Found on %s', async (_case, answer) => {
    answerLookup(answer);
    renderAt('/order-confirmation/missing');
    await screen.findByRole('heading', { name: 'Order Not Found' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load order details. Please check your order ID.');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it("says 'Invalid order ID' without an order ID, and asks nothing of the API", async () => {
    renderAt('/order-confirmation/%20');
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid order ID');
    await waitFor(() => expect(requests).toEqual([]));
  });
});

/** The e-mail each lookup sent as `X-Order-Email` (null without the header). */
const sentEmails = () => requests.map((request) => request.headers.get('X-Order-Email'));

/** Answers like the API: the full order for its e-mail, the masked one without, 403 for another e-mail. */
function answerAsApi(order: OrderLookup, ownerEmail = 'ada@example.com') {
  answerLookup((request) => {
    const email = request.headers.get('X-Order-Email');
    if (email === null) return HttpResponse.json({ success: true, order: { ...maskedOrder, id: order.id, status: order.status } });
    if (email.toLowerCase() === ownerEmail) return HttpResponse.json({ success: true, order });
    return HttpResponse.json({ success: false, message: 'The e-mail address does not match this order.' }, { status: 403 });
  });
}

describe('what the shopper bought (issue 17 §4)', () => {
  it("sends this tab's e-mail for the order and shows a paid digital line's key, Download and certificate", async () => {
    rememberOrderEmail(window.sessionStorage, 'ord_abc123', 'ada@example.com');
    answerAsApi(paidDigitalOrder);
    const { user } = renderAt('/order-confirmation/ord_abc123');

    const downloads = await screen.findByRole('region', { name: 'Your downloads' });
    expect(sentEmails()).toEqual(['ada@example.com']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order Confirmed!');
    const line = within(downloads).getByRole('article', { name: 'Midnight Pulse' });
    expect(line).toHaveTextContent('Premium License');
    expect(line).toHaveTextContent('License key7KQ4-M2XD-9PTA-HC3W-R8NE');
    expect(within(line).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://shop.example/api/v1/web/downloads/tok_midnight');
    expect(within(line).getByRole('link', { name: 'License certificate (PDF)' })).toHaveAttribute('href', expect.stringMatching(/certificate\.pdf$/));
    await user.click(within(line).getByRole('button', { name: 'Copy' }));
    // user-event's stand-in for the browser's clipboard holds what was copied.
    await expect(navigator.clipboard.readText()).resolves.toBe('7KQ4-M2XD-9PTA-HC3W-R8NE');
    expect(within(line).getByRole('status')).toHaveTextContent('License key copied.');
  });

  it.each([
    ['pending', 'Awaiting Payment', 'Pending'],
    ['failed', 'Payment Declined', 'Declined'],
    ['cancelled', 'Order Cancelled', 'Cancelled'],
  ])('a %s order shows no key and nothing to download, and says what state it is in', async (status, heading, paymentStatus) => {
    rememberOrderEmail(window.sessionStorage, 'ord_abc123', 'ada@example.com');
    // Even if deliveries came with it, an unpaid order shows none.
    answerAsApi({ ...paidDigitalOrder, status });
    renderAt('/order-confirmation/ord_abc123');

    const title = await screen.findByRole('heading', { level: 1, name: heading });
    expect(title).not.toHaveClass('success');
    expect(screen.queryByText('Order Confirmed!')).toBeNull();
    expect(screen.getByTestId('payment-status')).toHaveTextContent(paymentStatus);
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
    expect(screen.queryByText('7KQ4-M2XD-9PTA-HC3W-R8NE')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('shows the masked order and a form without an e-mail for it; the right e-mail shows the owner view and is remembered', async () => {
    answerAsApi(paidDigitalOrder);
    const { user } = renderAt('/order-confirmation/ord_abc123');

    const form = await screen.findByRole('form', { name: 'Is this your order?' });
    expect(sentEmails()).toEqual([null]);
    expect(screen.getByRole('region', { name: 'Customer Information' })).toHaveTextContent('a***@example.com');
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();

    await user.type(within(form).getByLabelText('E-mail address'), ' Ada@Example.com ');
    await user.click(within(form).getByRole('button', { name: 'Show my order' }));

    await screen.findByRole('region', { name: 'Your downloads' });
    expect(sentEmails()).toEqual([null, 'Ada@Example.com']);
    expect(screen.getByRole('region', { name: 'Customer Information' })).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('form', { name: 'Is this your order?' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toHaveFocus();
    expect(orderEmailFor(window.sessionStorage, 'ord_abc123')).toBe('Ada@Example.com');
  });

  it("shows the API's message for a wrong e-mail and keeps what was typed", async () => {
    answerAsApi(paidDigitalOrder);
    const { user } = renderAt('/order-confirmation/ord_abc123');
    const form = await screen.findByRole('form', { name: 'Is this your order?' });
    const input = within(form).getByLabelText('E-mail address');
    await user.type(input, 'someone@else.com');
    await user.click(within(form).getByRole('button', { name: 'Show my order' }));

    // The alert region is always there (so screen readers announce what fills it): wait for its message.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The e-mail address does not match this order.'));
    expect(input).toHaveValue('someone@else.com');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The e-mail address does not match this order.');
    expect(screen.getByTestId('order-id')).toHaveTextContent('ord_abc123');
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
  });

  it('forgets a remembered e-mail the API refuses and shows the masked order', async () => {
    rememberOrderEmail(window.sessionStorage, 'ord_abc123', 'old@example.com');
    answerAsApi(paidDigitalOrder);
    renderAt('/order-confirmation/ord_abc123');
    await screen.findByRole('form', { name: 'Is this your order?' });
    expect(sentEmails()).toEqual(['old@example.com', null]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(orderEmailFor(window.sessionStorage, 'ord_abc123')).toBeNull();
  });
});
