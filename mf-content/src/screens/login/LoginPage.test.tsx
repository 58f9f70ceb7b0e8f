// The login page: signs in through the API with Remember me, goes to My account and fills the account state; a
// refusal shows the API's sentence and keeps what was typed; opened from the confirmation e-mail it confirms the address.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { apiUrl, renderWithProviders, server } from '@storefront/shared/testing';
import LoginPage from './LoginPage';

const CUSTOMER = { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', country: '', emailVerified: true };

function answerSignIn(status: number, body: object) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('account/sign_in'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
    http.get(apiUrl('account/session'), () => HttpResponse.json(status === 200 ? body : { customer: null, csrfToken: null })),
  );
  return sent;
}

async function signIn(email: string, password: string, { keep = true } = {}) {
  const view = renderWithProviders(null, {
    url: '/login',
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/my-account', element: <p>My account page</p> },
    ],
  });
  await view.user.type(screen.getByLabelText('Email *'), email);
  await view.user.type(screen.getByLabelText('Password *'), password);
  if (!keep) await view.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return view;
}

it('signs in with Remember me checked by default and goes to My account, signed in', async () => {
  const sent = answerSignIn(200, { customer: CUSTOMER, csrfToken: 'token' });
  const view = await signIn(' ada@example.com ', 'a long enough password');
  await screen.findByText('My account page');
  expect(sent).toEqual([{ email: 'ada@example.com', password: 'a long enough password', remember: true }]);
  expect(view.store.getState().account).toEqual({ status: 'signed-in', customer: CUSTOMER, csrfToken: 'token' });
});

it('sends remember: false when the shopper unticks it', async () => {
  const sent = answerSignIn(200, { customer: CUSTOMER, csrfToken: 'token' });
  await signIn('ada@example.com', 'a long enough password', { keep: false });
  await screen.findByText('My account page');
  expect(sent).toEqual([expect.objectContaining({ remember: false })]);
});

it("shows the API's refusal and keeps what was typed", async () => {
  answerSignIn(401, { message: ACCOUNT_MESSAGES.signInRefused });
  const view = await signIn('ada@example.com', 'wrong password');
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.signInRefused);
  expect(screen.getByLabelText('Email *')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Password *')).toHaveValue('wrong password');
  expect(view.currentUrl()).toBe('/login');
});

it('confirms the address once when opened from the e-mail link', async () => {
  const tokens: unknown[] = [];
  server.use(
    http.post(apiUrl('account/verify_email'), async ({ request }) => {
      tokens.push(await request.json());
      return HttpResponse.json({ success: true, message: ACCOUNT_MESSAGES.verified });
    }),
  );
  renderWithProviders(<LoginPage />, { url: '/login?verify=abc.def', path: '/login', strict: true });
  expect(await screen.findByText(ACCOUNT_MESSAGES.verified)).toBeInTheDocument();
  expect(tokens).toEqual([{ token: 'abc.def' }]);
});
