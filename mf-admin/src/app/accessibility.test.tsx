// Every console screen, signed in and with data, and the sign-in form, pass axe (WCAG 2.1 A/AA, best practices).
import { screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { renderConsole } from '../testing/renderConsole';
import { serveAdminApi } from '../testing/server';

jest.mock('../screens/dashboard/DailyChart', () => ({ __esModule: true, default: () => <canvas role="img" aria-label="Orders and revenue per day" /> }));

serveAdminApi();

const SCREENS: [string, string, () => Promise<unknown>][] = [
  ['the dashboard', '/admin', () => screen.findByRole('table', { name: 'Orders and revenue per day' })],
  ['page speed', '/admin/speed', () => screen.findByRole('table', { name: '75th percentile per remote release' })],
  ['the composition', '/admin/composition', () => screen.findByRole('table', { name: 'Releases of mf-cart and their health' })],
  ['the orders list', '/admin/orders', () => screen.findByRole('table', { name: 'Orders, newest first' })],
  ['an order', '/admin/orders/ord_7QX2KD9M', () => screen.findByRole('region', { name: 'Timeline' })],
  ['the payments', '/admin/payments', () => screen.findByRole('list', { name: 'Payments needing a look' })],
  ['the products', '/admin/products', () => screen.findByRole('table', { name: 'Products' })],
  ['a product', '/admin/products/341', () => screen.findByRole('button', { name: 'Save changes' })],
  ['the messages', '/admin/messages', () => screen.findByRole('list', { name: 'Messages' })],
  ['the audit log', '/admin/audit', () => screen.findByRole('table', { name: 'Audit log, newest first' })],
  ['the operators', '/admin/operators', () => screen.findByRole('table', { name: 'Operator accounts' })],
  ['an unknown console address', '/admin/nothing-here', () => screen.findByRole('heading', { name: 'No such console page' })],
];

test.each(SCREENS)('%s passes axe', async (_name, path, ready) => {
  renderConsole(path);
  await ready();
  expect(await axeViolations()).toEqual([]);
});

test('the sign-in form passes axe', async () => {
  renderConsole('/admin', { signedIn: false });
  await screen.findByLabelText('E-mail');
  expect(await axeViolations()).toEqual([]);
});

test('the composition page’s confirmation passes axe', async () => {
  const { user } = renderConsole('/admin/composition');
  await user.click(await screen.findByRole('button', { name: 'Promote canary of mf-cart' }));
  await screen.findByRole('dialog', { name: 'Promote the canary of mf-cart' });
  expect(await axeViolations()).toEqual([]);
});

test('the refund dialog passes axe', async () => {
  const { user } = renderConsole('/admin/orders/ord_7QX2KD9M');
  await user.click(await screen.findByRole('button', { name: 'Mark refunded' }));
  expect(await axeViolations()).toEqual([]);
});
