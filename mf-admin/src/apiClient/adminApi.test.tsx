// The console's API as every screen relies on it: the CSRF token on every state change, and a session that ends on
// the server returning the console to the sign-in form.
import { screen } from '@testing-library/react';
import { ADMIN_MESSAGES, CSRF_HEADER } from '@storefront/shared/admin';
import { consoleApi } from '../testing/consoleApi';
import { session } from '../testing/fixtures';
import { renderConsole } from '../testing/renderConsole';
import { serveAdminApi } from '../testing/server';

serveAdminApi();

it(`sends the session's CSRF token as ${CSRF_HEADER} on every mutation, and on no read`, async () => {
  const { user } = renderConsole('/admin/messages');
  await user.click(await screen.findByRole('button', { name: 'Grace Hopper <grace@example.com>' }));
  await user.click(screen.getByRole('button', { name: 'Mark handled' }));
  await screen.findByText('Do you ship to the UK?');
  const token = session('owner').csrfToken;
  const writes = consoleApi.requests.filter((request) => !request.call.startsWith('GET'));
  expect(writes.map((request) => request.call)).toEqual(['POST /api/v1/admin/messages/5/read', 'POST /api/v1/admin/messages/5/handled']);
  expect(writes.every((request) => request.csrf === token)).toBe(true);
  expect(consoleApi.requests.filter((request) => request.call.startsWith('GET')).every((request) => request.csrf === null)).toBe(true);
});

it('returns to the sign-in form, saying the session ended, when any call answers 401', async () => {
  const { user, currentUrl } = renderConsole('/admin/orders');
  await screen.findByRole('link', { name: 'ord_7QX2KD9M' });
  consoleApi.session = null;
  await user.click(screen.getByRole('link', { name: 'ord_7QX2KD9M' }));
  expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(ADMIN_MESSAGES.sessionExpired);
  expect(currentUrl()).toBe('/admin/orders/ord_7QX2KD9M');
});
