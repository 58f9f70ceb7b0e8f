import { screen, within } from '@testing-library/react';
import { consoleApi } from '../../testing/consoleApi';
import { adminOrder } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

describe('the order page (/admin/orders/:id)', () => {
  it('shows the customer, address, lines with license, size and colour, totals, payments, downloads, e-mails and timeline', async () => {
    renderConsole('/admin/orders/ord_7QX2KD9M');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ord_7QX2KD9M' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Customer' })).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('+1 202 555 0100');
    expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent('Washington, District of Columbia, 20001');
    const lines = within(screen.getByRole('table', { name: 'Order lines' })).getAllByRole('row');
    expect(lines[1]).toHaveTextContent('Midnight PulsePremium——1$99.99$99.99');
    expect(lines[2]).toHaveTextContent('Linen Shirt—MSand1$29.99$29.99');
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Subtotal$129.98Tax$0.00Discount$0.00Total$129.98');
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('ps_ref_81');
    expect(screen.getByRole('table', { name: 'Licenses and downloads' })).toHaveTextContent('7KQ4-M2XD-9PTA-HC3W-R8NE1 of 5');
    expect(screen.getByRole('table', { name: 'E-mails' })).toHaveTextContent('Receipt');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      '25 Nov 2026, 09:14 UTC Order placed by a***@example.com',
      '25 Nov 2026, 09:16 UTC Paid through Paystack (ref ps_ref_81)',
    ]);
  });

  it('formats totals in the currency the order was paid in', async () => {
    consoleApi.orders = [adminOrder({ currency: 'NGN', total: 150000, totals: { subtotal: 150000, tax: 0, discount: 0, total: 150000 } })];
    renderConsole('/admin/orders/ord_7QX2KD9M');
    expect(await screen.findByRole('region', { name: 'Lines' })).toHaveTextContent('TotalNGN 150,000.00');
  });

  it("resends the receipt and shows the API's message", async () => {
    const { user } = renderConsole('/admin/orders/ord_7QX2KD9M');
    await user.click(await screen.findByRole('button', { name: 'Resend receipt' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The receipt is on its way to ada@example.com again.');
    expect(consoleApi.requests.map((request) => request.call)).toContain('POST /api/v1/admin/orders/ord_7QX2KD9M/resend-receipt');
  });

  it('offers no receipt and no refund for an order that is not paid', async () => {
    renderConsole('/admin/orders/ord_PENDING1');
    await screen.findByRole('region', { name: 'Customer' });
    expect(screen.queryByRole('button', { name: 'Resend receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark refunded' })).toBeNull();
  });

  it('gives staff Resend receipt but not Mark refunded, which is for owners', async () => {
    renderConsole('/admin/orders/ord_7QX2KD9M', { role: 'staff' });
    expect(await screen.findByRole('button', { name: 'Resend receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark refunded' })).toBeNull();
  });

  it('says so when there is no such order', async () => {
    renderConsole('/admin/orders/ord_NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no order with this number.');
  });
});
