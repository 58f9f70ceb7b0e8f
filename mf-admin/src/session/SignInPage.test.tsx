import { screen } from '@testing-library/react';
import { ADMIN_MESSAGES } from '@storefront/shared/admin';
import { PASSWORD } from '../testing/handlers';
import { renderConsole } from '../testing/renderConsole';
import { serveAdminApi } from '../testing/server';

serveAdminApi();

describe('signing in to the console', () => {
  it('shows any /admin page without a session as the sign-in form, then that very page once signed in', async () => {
    const { user, currentUrl } = renderConsole('/admin/orders?status=paid', { signedIn: false });
    await user.type(await screen.findByLabelText('E-mail'), 'owner@shop.example');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/orders?status=paid');
    expect(screen.getByText('owner@shop.example')).toBeInTheDocument();
  });

  it("says the API's refusal in an alert and keeps what was typed", async () => {
    const { user } = renderConsole('/admin', { signedIn: false });
    await user.type(await screen.findByLabelText('E-mail'), 'owner@shop.example');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.signInRefused);
    expect(screen.getByLabelText('E-mail')).toHaveValue('owner@shop.example');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('says until when a locked account stays locked', async () => {
    const { user } = renderConsole('/admin', { signedIn: false });
    await user.type(await screen.findByLabelText('E-mail'), 'locked@shop.example');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${ADMIN_MESSAGES.accountLocked} until 25 Nov 2026, 14:32 UTC.`);
  });

  it('signs out to the sign-in form', async () => {
    const { user } = renderConsole('/admin');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });
});
