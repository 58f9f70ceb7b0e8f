// The scripted checkout on a page the server rendered from a form posted without scripts (decision 0066): it starts
// from what was posted, with its messages, unless this tab's own draft was changed since.
import { screen } from '@testing-library/react';
import { SERVER_STATE_ELEMENT_ID, toCartLine } from '@storefront/shared';
import { EMPTY_FORM, type PostedCheckout } from '@storefront/shared/checkout';
import { renderWithProviders } from '@storefront/shared/testing';
import { saveDraft } from '../../checkout/checkoutDraft';
import CheckoutPage from './CheckoutPage';

const font = toCartLine({ id: 9, title: 'Display Font', prices: [{ license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 }] });
const posted: PostedCheckout = {
  form: { ...EMPTY_FORM, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example', phone: '+1 202 555 0100' },
  paymentMethod: 'paystack',
  errors: { email: 'Email is invalid' },
  notice: { kind: 'refused', message: 'Please fill in all required fields correctly.' },
  postedAt: 1_700_000_000_000,
};

function pageCarrying(checkout: PostedCheckout) {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SERVER_STATE_ELEMENT_ID;
  state.textContent = JSON.stringify({ shopApi: {}, deferred: [], shopper: null, checkout });
  document.body.append(state);
}

const renderCheckout = () => renderWithProviders(<CheckoutPage />, { path: '/checkout', url: '/checkout', preloadedState: { cart: { items: [font] } } });

afterEach(() => {
  document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
  window.sessionStorage.clear();
});

describe('a checkout the server rendered from a posted form', () => {
  it('shows what was posted, its field message and why the order was not placed', () => {
    pageCarrying(posted);
    renderCheckout();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.');
    expect(screen.getByRole('radio', { name: 'Paystack' })).toBeChecked();
  });

  it("takes this tab's draft instead when it was changed after the form was posted, and the posted one when it is older", () => {
    pageCarrying(posted);
    saveDraft(window.sessionStorage, { form: { ...EMPTY_FORM, firstName: 'Grace' }, paymentMethod: null, changedAt: posted.postedAt + 1 });
    const newer = renderCheckout();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Grace');
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
    newer.unmount();

    saveDraft(window.sessionStorage, { form: { ...EMPTY_FORM, firstName: 'Grace' }, paymentMethod: null, changedAt: posted.postedAt - 1 });
    renderCheckout();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ada');
  });
});
