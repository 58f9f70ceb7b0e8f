// The account pages: signed out they ask the shopper to sign in; signed in they show the customer's name and e-mail in
// the mobile sidebar, save the details, list the orders with their downloads, manage saved addresses, and Logout
// signs out and goes to /login.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { activeDelivery, apiUrl, renderWithProviders, server } from '@storefront/shared/testing';
import { SIGN_IN_PROMPT } from './AccountLayout';
import MyAccountPage from './MyAccountPage';
import MyAddressPage from './MyAddressPage';
import MyOrdersPage from './MyOrdersPage';

const CUSTOMER = { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', country: 'NG', emailVerified: true };

function signedIn() {
  const csrf: Array<string | null> = [];
  server.use(
    http.get(apiUrl('account/session'), () => HttpResponse.json({ customer: CUSTOMER, csrfToken: 'csrf-token' })),
    http.post(apiUrl('account/sign_out'), ({ request }) => {
      csrf.push(request.headers.get('x-csrf-token'));
      return HttpResponse.json({ success: true, message: ACCOUNT_MESSAGES.signedOut });
    }),
  );
  return csrf;
}

const routes = [
  { path: '/my-account', element: <MyAccountPage /> },
  { path: '/my-account-orders', element: <MyOrdersPage /> },
  { path: '/my-account-address', element: <MyAddressPage /> },
  { path: '/login', element: <p>Login page</p> },
];

it('asks a signed-out shopper to sign in', async () => {
  renderWithProviders(null, { url: '/my-account', routes });
  expect(await screen.findByText(new RegExp(SIGN_IN_PROMPT))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

it("shows the customer's name and e-mail, saves the details with the CSRF token, and Logout signs out", async () => {
  const csrf = signedIn();
  const saved: unknown[] = [];
  server.use(
    http.post(apiUrl('account/details'), async ({ request }) => {
      saved.push({ body: await request.json(), csrf: request.headers.get('x-csrf-token') });
      return HttpResponse.json({ ...CUSTOMER, firstName: 'Grace' });
    }),
  );
  const { user, currentUrl, store } = renderWithProviders(null, { url: '/my-account', routes });
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  const mobile = screen.getByRole('navigation', { name: 'Account (mobile)' });
  expect(within(mobile).getByText('Ada Lovelace')).toBeInTheDocument();
  expect(within(mobile).getByText('ada@example.com')).toBeInTheDocument();
  expect(screen.getByLabelText('Email *')).toHaveValue('ada@example.com');

  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.clear(screen.getByLabelText('First name *'));
  await user.type(screen.getByLabelText('First name *'), 'Grace');
  await user.click(screen.getByRole('button', { name: 'Update Account' }));
  expect(await screen.findByText(ACCOUNT_MESSAGES.detailsSaved)).toBeInTheDocument();
  expect(saved).toEqual([{ body: { firstName: 'Grace', lastName: 'Lovelace', phone: '', country: 'NG' }, csrf: 'csrf-token' }]);
  expect(store.getState().account.customer?.firstName).toBe('Grace');

  server.use(http.get(apiUrl('account/session'), () => HttpResponse.json({ customer: null, csrfToken: null })));
  await user.click(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('button', { name: 'Logout' }));
  await screen.findByText('Login page');
  expect(currentUrl()).toBe('/login');
  expect(csrf).toEqual(['csrf-token']);
  expect(store.getState().account.status).toBe('signed-out');
});

it("lists the account's orders with their lines, totals and downloads", async () => {
  signedIn();
  server.use(
    http.get(apiUrl('account/orders'), () =>
      HttpResponse.json({
        orders: [
          {
            id: 'order-1',
            status: 'paid',
            customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+2348012345678' },
            address: { street: '', city: '', state: '', postalCode: '', country: '' },
            order_items: [{ title: 'Golden Hour', license_type: 'Standard', size: null, color: null, quantity: 1, total_price: 29.99 }],
            total: 29.99,
            currency: 'USD',
            paymentMethod: 'paystack',
            created_at: '2026-05-01T10:00:00.000Z',
            access: 'owner',
            deliveries: [activeDelivery({ license_key: 'ABCD-EFGH' })],
          },
        ],
      }),
    ),
  );
  renderWithProviders(null, { url: '/my-account-orders', routes });
  const order = await screen.findByRole('article', { name: 'Order order-1' });
  expect(within(order).getByTestId('order-status')).toHaveTextContent('Paid');
  expect(within(order).getByRole('row', { name: /Golden Hour/ })).toHaveTextContent('$29.99');
  expect(within(order).getByText('ABCD-EFGH')).toBeInTheDocument();
  expect(within(order).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order-confirmation/order-1');
});

it('adds an address, which the list then shows as the default', async () => {
  signedIn();
  let addresses: object[] = [];
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('account/addresses'), () => HttpResponse.json({ addresses })),
    http.post(apiUrl('account/addresses'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      addresses = [{ id: '8d7e6f5a-0000-4000-8000-000000000001', ...body, isDefault: true }];
      return HttpResponse.json({ addresses }, { status: 201 });
    }),
  );
  const { user } = renderWithProviders(null, { url: '/my-account-address', routes });
  await user.click(await screen.findByRole('button', { name: 'Add an address' }));
  const form = screen.getByRole('form', { name: 'Add an address' });
  await user.type(within(form).getByLabelText('First name *'), 'Ada');
  await user.type(within(form).getByLabelText('Last name *'), 'Lovelace');
  await user.type(within(form).getByLabelText('Street *'), '1 Marina Road');
  await user.type(within(form).getByLabelText('City *'), 'Lagos');
  await user.selectOptions(within(form).getByLabelText('Country *'), 'NG');
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await screen.findByRole('heading', { name: 'Default address' })).toBeInTheDocument();
  expect(sent).toEqual([expect.objectContaining({ street: '1 Marina Road', city: 'Lagos', country: 'NG', isDefault: false })]);
});
