import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderScreen } from '../../testing/renderScreen';
import { lookedUpOrder } from '../../testing/orderFixtures';
import OrderConfirmationPage from './OrderConfirmationPage';

let fetchMock: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const renderAt = (url: string, path = '/order-confirmation/:orderId') => renderScreen(<OrderConfirmationPage />, { path, url });

describe('order confirmation (SPEC §2, §4, §8)', () => {
  it('loads the order by its ID while showing a loading state', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, order: lookedUpOrder }));
    renderAt('/order-confirmation/ord_abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Loading order details...');
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect((fetchMock.mock.calls[0][0] as Request).url).toBe('http://localhost/api/v1/web/orders/ord_abc123');
  });

  it('shows the confirmed order with its five cards', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, order: lookedUpOrder }));
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
    fetchMock.mockResolvedValue(jsonResponse({ success: true, order: { ...lookedUpOrder, paymentMethod: 'no-payment' } }));
    renderAt('/order-confirmation/ord_abc123');
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(screen.getByRole('region', { name: 'Payment Information' })).toHaveTextContent('Payment Pending (No Payment Method Selected)');
  });

  it('prints the order with Print Order', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ success: true, order: lookedUpOrder }));
    renderAt('/order-confirmation/ord_abc123');
    fireEvent.click(await screen.findByRole('button', { name: 'Print Order' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 404', () => jsonResponse({ success: false, message: 'Order not found' }, 404)],
    ['success false', () => jsonResponse({ success: false, message: 'nope' })],
    ['no response', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows Order Not Found on %s', async (_case, answer) => {
    fetchMock.mockImplementation(async () => answer());
    renderAt('/order-confirmation/missing');
    await screen.findByRole('heading', { name: 'Order Not Found' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load order details. Please check your order ID.');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it("says 'Invalid order ID' without an order ID, and asks nothing of the API", async () => {
    renderAt('/order-confirmation/%20');
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid order ID');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
