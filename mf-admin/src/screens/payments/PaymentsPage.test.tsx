import { screen, waitFor, within } from '@testing-library/react';
import { consoleApi } from '../../testing/consoleApi';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

const issue = (name: RegExp) => screen.findByRole('listitem', { name });

describe('payments needing a look (/admin/payments)', () => {
  it('lists each with what is known: kind, provider and reference, the detail, amount and order', async () => {
    renderConsole('/admin/payments');
    const mismatch = await issue(/^Amount mismatch: Paystack ps_ref_90/);
    expect(mismatch).toHaveTextContent('Paystack reported 40.00 USD for an order of 45.00 USD');
    expect(mismatch).toHaveTextContent('$45.00');
    expect(within(mismatch).getByRole('link', { name: 'ord_MISMATCH' })).toHaveAttribute('href', '/admin/orders/ord_MISMATCH');
    expect(await issue(/^Unmatched webhook/)).toHaveTextContent('no matching order');
  });

  it('re-verifies with the provider, shows its answer, and the settled payment leaves the queue', async () => {
    const { user } = renderConsole('/admin/payments');
    await user.click(within(await issue(/^Amount mismatch/)).getByRole('button', { name: 'Re-verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paystack confirms the payment: the order is paid.');
    expect(consoleApi.requests.map((request) => request.call)).toContain('POST /api/v1/admin/payments/paystack/ps_ref_90/reverify');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Amount mismatch/ })).toBeNull());
  });

  it('marks a webhook without an order as handled, after which the queue no longer lists it', async () => {
    const { user } = renderConsole('/admin/payments');
    await user.click(within(await issue(/^Unmatched webhook/)).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as handled.');
    expect(consoleApi.requests.map((request) => request.call)).toContain('POST /api/v1/admin/payments/webhook-events/17/handled');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Unmatched webhook/ })).toBeNull());
    expect(screen.getByRole('listitem', { name: /^Amount mismatch/ })).toBeInTheDocument();
  });

  it('says when nothing needs a look', async () => {
    consoleApi.issues = [];
    renderConsole('/admin/payments');
    expect(await screen.findByText('No payment needs a look.')).toBeInTheDocument();
  });
});
