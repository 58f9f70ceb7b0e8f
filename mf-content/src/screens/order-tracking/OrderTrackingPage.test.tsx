// The order tracking page: sends the id and billing e-mail, shows the found order, or the API's reason for none.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activeDelivery, apiUrl, expiredDelivery, recordRequests, renderWithProviders, server } from '@storefront/shared/testing';
import OrderTrackingPage from './OrderTrackingPage';

let sent: unknown[];

/** The API answers track_order with `body` and `status`, and keeps what it was sent. */
function answer(status: number, body: Record<string, unknown>) {
  sent = [];
  server.use(
    http.post(apiUrl('track_order'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
}

/** Renders the page and asks for the order, as the shopper does. */
async function track(orderId: string, email: string) {
  const { user } = renderWithProviders(<OrderTrackingPage />);
  await user.type(screen.getByLabelText('Order ID *'), orderId);
  await user.type(screen.getByLabelText('Billing email *'), email);
  await user.click(screen.getByRole('button', { name: 'Tracking Orders' }));
  return user;
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
  await track(' abc ', 'ada@example.com');

  await screen.findByRole('heading', { name: 'Order abc' });
  expect(sent).toEqual([{ orderId: 'abc', email: 'ada@example.com' }]);
  expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
  expect(screen.getByRole('row', { name: /Brand Kit/ })).toHaveTextContent('$199.99');
});

it('names each line’s size and colour', async () => {
  answer(200, {
    success: true,
    order: {
      id: 'abc',
      status: 'pending',
      created_at: '2026-03-01T10:00:00.000Z',
      items: [
        { title: 'Linen Shirt', license_type: null, size: 'M', color: 'Red', quantity: 1, total_price: 30 },
        { title: 'Linen Shirt', license_type: null, size: 'L', color: 'Red', quantity: 1, total_price: 30 },
      ],
      total: 60,
      currency: 'USD',
    },
  });
  await track('abc', 'ada@example.com');
  await screen.findByRole('heading', { name: 'Order abc' });
  expect(screen.getByRole('row', { name: /Size: M · Colour: Red/ })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Size: L · Colour: Red/ })).toBeInTheDocument();
});

it("shows the API's message when nothing matches", async () => {
  answer(404, { message: 'No order matches that order ID and billing e-mail.' });
  await track('abc', 'ada@example.com');
  expect(await screen.findByText('No order matches that order ID and billing e-mail.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

describe('what the shopper bought, in the browser that holds the order proof', () => {
  const trackedOrder = (status: string, deliveries = [activeDelivery()]) => ({
    id: 'abc',
    status,
    created_at: '2026-03-01T10:00:00.000Z',
    items: [{ title: 'Midnight Pulse', license_type: 'Premium', quantity: 1, total_price: 199.99 }],
    total: 199.99,
    currency: 'USD',
    deliveries,
  });

  it("shows a paid order's downloads: key, Download and certificate", async () => {
    answer(200, { success: true, order: trackedOrder('paid') });
    await track('abc', 'ada@example.com');

    const downloads = await screen.findByRole('region', { name: 'Your downloads' });
    const line = within(downloads).getByRole('article', { name: 'Midnight Pulse' });
    expect(line).toHaveTextContent('Premium License');
    expect(line).toHaveTextContent('License key7KQ4-M2XD-9PTA-HC3W-R8NE');
    expect(within(line).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://shop.example/api/v1/web/downloads/tok_midnight');
    expect(within(line).getByRole('link', { name: 'License certificate (PDF)' })).toBeInTheDocument();
  });

  it('elsewhere shows no key and says the order link went to its e-mail address', async () => {
    const notice = 'We have sent a link to this order, with its downloads, to its billing e-mail address.';
    answer(200, { success: true, order: trackedOrder('paid', []), message: notice });
    await track('abc', 'ada@example.com');

    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
  });

  it('shows no key and nothing to download for a pending order, and says it is pending', async () => {
    answer(200, { success: true, order: trackedOrder('pending') });
    await track('abc', 'ada@example.com');

    await screen.findByRole('heading', { name: 'Order abc' });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Pending');
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
    expect(screen.queryByText('7KQ4-M2XD-9PTA-HC3W-R8NE')).toBeNull();
  });

  it('renews an expired link', async () => {
    const fresh = activeDelivery({ download: { ...activeDelivery().download, url: 'https://shop.example/api/v1/web/downloads/tok_fresh' } });
    answer(200, { success: true, order: trackedOrder('paid', [expiredDelivery()]) });
    server.use(http.post(apiUrl('orders/:orderId/downloads/:lineNumber/renew'), () => HttpResponse.json({ success: true, delivery: fresh }, { status: 201 })));
    const requests = recordRequests();
    const user = await track('abc', 'ada@example.com');

    await user.click(await screen.findByRole('button', { name: 'Get a new download link' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://shop.example/api/v1/web/downloads/tok_fresh');
    expect(requests[1].url).toBe('http://localhost/api/v1/web/orders/abc/downloads/1/renew');
  });
});
