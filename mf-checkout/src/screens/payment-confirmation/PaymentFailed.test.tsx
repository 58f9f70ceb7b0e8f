// Payment Failed's View Orders: signed in, the account's order list; signed out, the order's own page.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { PaymentFailed } from './PaymentFailed';

const CUSTOMER = { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', country: '', emailVerified: true };

it("leads a signed-in shopper to Your Orders, and anyone else to the order's page", () => {
  const signedIn = renderWithProviders(<PaymentFailed orderId="ord_1" message="Declined" />, {
    preloadedState: { account: { status: 'signed-in', customer: CUSTOMER, csrfToken: 't' } },
  });
  expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/my-account-orders');
  signedIn.unmount();
  renderWithProviders(<PaymentFailed orderId="ord_1" message="Declined" />);
  expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order-confirmation/ord_1');
});
