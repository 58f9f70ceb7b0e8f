// The order tracking page: sends the id and billing e-mail, shows the found order, or the API's reason for none.
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import OrderTrackingPage from './OrderTrackingPage';

const realFetch = globalThis.fetch;
let sent: unknown[];

function answer(status: number, body: unknown) {
  sent = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await new Request(input, init).json());
    return Response.json(body, { status });
  }) as typeof fetch;
}
afterEach(() => {
  globalThis.fetch = realFetch;
});

function track(orderId: string, email: string) {
  fireEvent.change(screen.getByLabelText('Order ID *'), { target: { value: orderId } });
  fireEvent.change(screen.getByLabelText('Billing email *'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Tracking Orders' }));
}

it("shows the order's status, items and total when the API finds it", async () => {
  answer(200, {
    success: true,
    order: {
      id: 'abc',
      status: 'paid',
      created_at: '2026-03-01T10:00:00.000Z',
      items: [{ title: 'Brand Kit', license_type: 'Extended', quantity: 1, total_price: 199.99 }],
      total: 199.99,
      currency: 'USD',
    },
  });
  renderPage(<OrderTrackingPage />);
  track(' abc ', 'ada@example.com');

  await screen.findByRole('heading', { name: 'Order abc' });
  expect(sent).toEqual([{ orderId: 'abc', email: 'ada@example.com' }]);
  expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
  expect(screen.getByRole('row', { name: /Brand Kit/ })).toHaveTextContent('$199.99');
});

it("shows the API's message when nothing matches", async () => {
  answer(404, { message: 'No order matches that order ID and billing e-mail.' });
  renderPage(<OrderTrackingPage />);
  track('abc', 'ada@example.com');
  expect(await screen.findByText('No order matches that order ID and billing e-mail.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
