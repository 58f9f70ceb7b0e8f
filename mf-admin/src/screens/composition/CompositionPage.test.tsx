import { screen, within } from '@testing-library/react';
import { consoleApi } from '../../testing/consoleApi';
import { CART_CANARY, CART_EARLIER, CART_LIVE } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the composition page (/admin/composition)', () => {
  it('shows each remote’s live release, its canary and share, and their health side by side', async () => {
    renderConsole('/admin/composition', { role: 'staff' });
    const table = await screen.findByRole('table', { name: 'Releases of mf-cart and their health' });
    expect(screen.getByRole('heading', { level: 1, name: 'Composition' })).toBeInTheDocument();
    const cart = screen.getByRole('region', { name: 'mf-cart' });
    expect(cart).toHaveTextContent(`Live: ${CART_LIVE} for 90 % of browsers; canary ${CART_CANARY} for 10 %.`);
    const [, canary, live, earlier] = within(table).getAllByRole('row');
    expect(within(canary).getByRole('rowheader')).toHaveTextContent(CART_CANARY);
    expect(cells(canary)).toEqual(['Canary, 10 % of browsers', '42', '7.14 % (3)', '3rendering 3', '2.1 s', '88 ms']);
    expect(cells(live)).toEqual(['Live, 90 %', '1200', '0.50 % (6)', '6rendering 6', '1.89 s', '88 ms']);
    expect(cells(earlier)).toEqual(['Earlier', '0', '–', '0', 'no readings', 'no readings']);
    expect(screen.getByRole('region', { name: 'mf-catalog' })).toHaveTextContent('No release deployed: the store serves the workspace build.');
    expect(screen.getByText(/aborts a canary by itself once it has 200 page views or more/)).toBeInTheDocument();
  });

  it('gives staff no buttons: they read it only', async () => {
    renderConsole('/admin/composition', { role: 'staff' });
    await screen.findByRole('table', { name: 'Releases of mf-cart and their health' });
    expect(screen.queryByRole('button', { name: /Promote|Abort|Roll back/ })).toBeNull();
  });

  it('lets an owner promote after confirming, from the keyboard, with the CSRF token, and says what happened', async () => {
    const { user } = renderConsole('/admin/composition');
    const promote = await screen.findByRole('button', { name: 'Promote canary of mf-cart' });
    expect(screen.getByRole('button', { name: `Roll back to ${CART_EARLIER} of mf-cart` })).toBeInTheDocument();
    promote.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Promote the canary of mf-cart' });
    expect(dialog).toHaveTextContent(`Every browser gets ${CART_CANARY} from its next page load.`);
    expect(within(dialog).getByRole('button', { name: 'Promote' })).toHaveFocus();
    // Tab stays inside the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Promote' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(`Promoted: every browser gets ${CART_CANARY} of cart from its next page load.`);
    expect(outcome).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    const call = consoleApi.requests.find((request) => request.call === 'POST /api/v1/admin/composition/cart/promote');
    expect(call?.csrf).toBe(consoleApi.session?.csrfToken);
    expect(await screen.findByRole('region', { name: 'mf-cart' })).toHaveTextContent(`Live: ${CART_CANARY} for every browser.`);
  });

  it('keeps the dialog open with the API’s refusal, and Escape closes it back to its button', async () => {
    const { user } = renderConsole('/admin/composition');
    const abort = await screen.findByRole('button', { name: 'Abort canary of mf-cart' });
    await user.click(abort);
    const dialog = screen.getByRole('dialog', { name: 'Abort the canary of mf-cart' });
    await user.click(within(dialog).getByRole('button', { name: 'Abort canary' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No canary of cart is running; there is nothing to abort.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(abort).toHaveFocus();
  });
});
