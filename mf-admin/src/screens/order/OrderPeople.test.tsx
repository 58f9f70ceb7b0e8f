import { render, screen } from '@testing-library/react';
import { adminOrder } from '../../testing/fixtures';
import { OrderPeople } from './OrderPeople';

// Stored before the address rule existed, or by a path that skipped it: the link must still Bcc nobody.
const BCC_PAYLOAD = 'alice%40example.com?bcc=attacker%40evil.test&x=1@example.com';

it("links the customer's e-mail as a mailto: that adds no field, whatever the address holds", () => {
  const order = adminOrder();
  render(<OrderPeople order={{ ...order, customer: { ...order.customer, email: BCC_PAYLOAD } }} />);
  const href = screen.getByRole('link', { name: BCC_PAYLOAD }).getAttribute('href')!;
  expect(new URL(href).search).toBe('');
  expect(href).not.toContain('bcc=');
  expect(decodeURIComponent(new URL(href).pathname)).toBe(BCC_PAYLOAD);
});

it('says whether the order belongs to a customer account, and whether its address is confirmed', () => {
  const { rerender } = render(<OrderPeople order={{ ...adminOrder(), account: null }} />);
  expect(screen.getByTestId('order-account')).toHaveTextContent('Guest order (no customer account)');
  rerender(<OrderPeople order={{ ...adminOrder(), account: { id: 'c1', email: 'ada@example.com', emailVerified: false } }} />);
  expect(screen.getByTestId('order-account')).toHaveTextContent('Customer account ada@example.com (address not confirmed yet)');
});
