import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderLookup } from '@storefront/shared';
import { apiUrl, recordRequests, renderWithProviders, server } from '@storefront/shared/testing';
import { lookedUpOrder, maskedOrder, paidDigitalOrder } from '../../testing/orderFixtures';
import OrderConfirmationPage from './OrderConfirmationPage';

/** Every request the page sends, as the API received it. */
let requests: Request[];
beforeEach(() => {
  requests = recordRequests();
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

/** The access token each lookup sent as `X-Order-Access` (null without the header). */
const sentTokens = () => requests.filter((request) => request.method === 'GET').map((request) => request.headers.get('X-Order-Access'));

/**
 * Answers like the API: the full order to the browser holding the order's proof (its cookie, which the page never
 * sees, stands in as `browserProves`) or for the e-mail link's token, the masked one otherwise.
 */
function answerAsApi(order: OrderLookup, { browserProves = false } = {}) {
  answerLookup((request) => {
    if (browserProves || request.headers.get('X-Order-Access') === 'tok_link') return HttpResponse.json({ success: true, order });
    return HttpResponse.json({ success: true, order: { ...maskedOrder, id: order.id, status: order.status } });
  });
}

const LINK_SENT = "If that is the order's e-mail address, a link to this order is on its way to it.";

describe('what the shopper bought', () => {
  it("shows the browser that placed the order a paid digital line's key, Download and certificate", async () => {
    answerAsApi(paidDigitalOrder, { browserProves: true });
    const { user } = renderAt('/order-confirmation/ord_abc123');

    const downloads = await screen.findByRole('region', { name: 'Your downloads' });
    expect(sentTokens()).toEqual([null]);
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
    // Even if deliveries came with it, an unpaid order shows none.
    answerAsApi({ ...paidDigitalOrder, status }, { browserProves: true });
    renderAt('/order-confirmation/ord_abc123');

    const title = await screen.findByRole('heading', { level: 1, name: heading });
    expect(title).not.toHaveClass('success');
    expect(screen.queryByText('Order Confirmed!')).toBeNull();
    expect(screen.getByTestId('payment-status')).toHaveTextContent(paymentStatus);
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
    expect(screen.queryByText('7KQ4-M2XD-9PTA-HC3W-R8NE')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it("opened from the order e-mail's link, sends its token and shows the whole order", async () => {
    answerAsApi(paidDigitalOrder);
    renderAt('/order-confirmation/ord_abc123?access=tok_link');
    await screen.findByRole('region', { name: 'Your downloads' });
    expect(sentTokens()).toEqual(['tok_link']);
    expect(screen.getByRole('region', { name: 'Customer Information' })).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('form', { name: 'Is this your order?' })).toBeNull();
  });

  it('elsewhere shows the masked order and offers the link by e-mail, answering the same whatever address is typed', async () => {
    answerAsApi(paidDigitalOrder);
    const asked: unknown[] = [];
    server.use(
      http.post(apiUrl('orders/:orderId/access_link'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ success: true, message: LINK_SENT }, { status: 202 });
      }),
    );
    const { user } = renderAt('/order-confirmation/ord_abc123');

    const form = await screen.findByRole('form', { name: 'Is this your order?' });
    expect(screen.getByRole('region', { name: 'Customer Information' })).toHaveTextContent('a***@example.com');
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();

    await user.type(within(form).getByLabelText('E-mail address'), ' Ada@Example.com ');
    await user.click(within(form).getByRole('button', { name: 'Send me the link' }));

    await waitFor(() => expect(screen.getByText(LINK_SENT)).toBeInTheDocument());
    expect(asked).toEqual([{ email: 'Ada@Example.com' }]);
    // Nothing more is shown here: the whole order opens from the e-mail.
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
