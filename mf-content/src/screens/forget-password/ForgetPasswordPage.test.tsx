// The forgotten-password page: asks for a link by e-mail (the API's one answer for any address); from the link, the
// new password typed twice goes with the link's token, and two different passwords are stopped before sending.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { apiUrl, renderWithProviders, server } from '@storefront/shared/testing';
import ForgetPasswordPage from './ForgetPasswordPage';
import { PASSWORDS_DIFFER } from './NewPasswordForm';

it('asks for a reset link and shows the answer', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('account/forgot_password'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, message: ACCOUNT_MESSAGES.resetSent }, { status: 202 });
    }),
  );
  const { user } = renderWithProviders(<ForgetPasswordPage />, { url: '/forget-password', path: '/forget-password' });
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email *'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetSent);
  expect(sent).toEqual([{ email: 'ada@example.com' }]);
});

it("sets the new password with the link's token, and stops two different passwords first", async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('account/reset_password'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
    }),
  );
  const { user } = renderWithProviders(<ForgetPasswordPage />, { url: '/forget-password?reset=abc.def', path: '/forget-password' });
  await user.type(screen.getByLabelText('New Password *'), 'the new password');
  await user.type(screen.getByLabelText('Confirm Password *'), 'another password');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORDS_DIFFER);
  expect(sent).toEqual([]);

  await user.clear(screen.getByLabelText('Confirm Password *'));
  await user.type(screen.getByLabelText('Confirm Password *'), 'the new password');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
  expect(sent).toEqual([{ token: 'abc.def', password: 'the new password' }]);
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});
