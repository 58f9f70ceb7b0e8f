import { screen, within } from '@testing-library/react';
import { consoleApi } from '../../testing/consoleApi';
import { adminOrder } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';
import { REASON_REQUIRED } from './RefundDialog';

serveAdminApi();

async function openRefund(options?: Parameters<typeof renderConsole>[1]) {
  const view = renderConsole('/admin/orders/ord_7QX2KD9M', options);
  await view.user.click(await screen.findByRole('button', { name: 'Mark refunded' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Refund order ord_7QX2KD9M' }) };
}

describe('Mark refunded: the confirmation dialog', () => {
  it('is a modal that takes the focus, keeps Tab and Shift+Tab inside, and closes on Escape back to its opener', async () => {
    const { user, dialog } = await openRefund();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark refunded' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(reason).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark refunded' })).toHaveFocus();
  });

  it("names the provider's refund when the provider can refund here", async () => {
    const { dialog } = await openRefund();
    expect(dialog).toHaveTextContent("Refund through Paystack. Paystack's refund API returns $129.98 to the shopper.");
  });

  it('names a manual refund when the provider cannot refund here', async () => {
    consoleApi.orders = [adminOrder({ providerRefundAvailable: false })];
    const { dialog } = await openRefund();
    expect(dialog).toHaveTextContent(
      'Manual refund. Paystack cannot refund from here: this records the refund, and you return $129.98 to the shopper yourself.',
    );
  });

  it('asks for the reason before sending anything', async () => {
    const { dialog, user } = await openRefund();
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(REASON_REQUIRED);
    expect(consoleApi.requests.some((request) => request.call.endsWith('/refund'))).toBe(false);
  });

  it("refunds with the reason, shows the API's message and the refreshed order", async () => {
    const { dialog, user } = await openRefund();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bought twice by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    const done = await screen.findByText('Paystack refunded 129.98 USD; the download links are revoked.');
    expect(done).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent(
      'through the provider (ref rf_1) by owner@shop.example: Bought twice by mistake',
    );
    expect(screen.getByText(/^Refunded · Paystack/)).toBeInTheDocument();
  });

  it("shows its message as the page's only status: the order it answers with replaces the paid one first", async () => {
    const view = renderConsole('/admin/orders/ord_7QX2KD9M');
    await view.user.click(await screen.findByRole('button', { name: 'Resend receipt' }));
    await screen.findByText('The receipt is on its way to ada@example.com again.');
    await view.user.click(screen.getByRole('button', { name: 'Mark refunded' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order ord_7QX2KD9M' });
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bought twice by mistake');
    // Every state the page passes through once the refund's message is there, not only the one it settles in.
    const statusesBesideTheMessage: string[][] = [];
    const observer = new MutationObserver(() => {
      const statuses = screen.queryAllByRole('status').map((status) => status.textContent ?? '');
      if (statuses.some((text) => text.includes('the download links are revoked'))) statusesBesideTheMessage.push(statuses);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await view.user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await screen.findByText('Paystack refunded 129.98 USD; the download links are revoked.');
    await view.user.tab();
    observer.disconnect();
    expect(statusesBesideTheMessage.length).toBeGreaterThan(0);
    expect(statusesBesideTheMessage.filter((statuses) => statuses.length !== 1)).toEqual([]);
  });
});
