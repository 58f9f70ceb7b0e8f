import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toCartLine } from '@storefront/shared';
import { apiUrl, recordRequests, renderWithProviders, server } from '@storefront/shared/testing';
import { verifiedDigitalOrder, verifiedOrder } from '../../testing/orderFixtures';
import { EMPTY_FORM } from '@storefront/shared/checkout';
import { loadDraft, saveDraft } from '../../checkout/checkoutDraft';
import { loadUnpaidOrder, rememberUnpaidOrder } from '../../checkout/unpaidOrder';
import PaymentConfirmationPage from './PaymentConfirmationPage';

/** Every request the page sends, as the API received it. */
let requests: Request[];
beforeEach(() => {
  requests = recordRequests();
});
afterEach(() => {
  window.sessionStorage.clear();
});

/** The API answers verify_payment with `answer`. */
const answerVerification = (answer: () => Response) => server.use(http.post(apiUrl('verify_payment'), answer));
const json =
  (body: Record<string, unknown>, status = 200) =>
  () =>
    HttpResponse.json(body, { status });
/** What placing the order left in this tab: the order awaiting payment and the checkout form (decision 0016). */
beforeEach(() => {
  rememberUnpaidOrder(window.sessionStorage, 'ord_paid42');
  saveDraft(window.sessionStorage, { form: { ...EMPTY_FORM, firstName: 'Ada' }, paymentMethod: 'paystack' });
});

const cart = { items: [toCartLine({ id: 1, title: 'Lamp', price: 10 })] };
const PAYSTACK_RETURN = '/payment-confirmation?reference=ref_1&trxref=ref_1&order_id=ord_paid42';
const renderAt = (url: string) => renderWithProviders(<PaymentConfirmationPage />, { path: '/payment-confirmation', url, preloadedState: { cart } });

describe('payment result (SPEC §2, §4, §8)', () => {
  it('shows Verifying Payment, sends reference, status and order ID, then Payment Successful! and clears the cart', async () => {
    answerVerification(json({ success: true, payment_status: 'success', order: verifiedOrder, message: 'Payment verified' }));
    const { store } = renderAt(`${PAYSTACK_RETURN}&status=success`);
    expect(screen.getByRole('heading', { name: 'Verifying Payment' })).toBeInTheDocument();

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.url).toBe('http://localhost/api/v1/web/verify_payment');
    expect(JSON.parse(await request.clone().text())).toEqual({ reference: 'ref_1', status: 'success', orderId: 'ord_paid42' });
    expect(store.getState().cart.items).toHaveLength(0);
    expect(loadUnpaidOrder(window.sessionStorage)).toBeNull();
    expect(loadDraft(window.sessionStorage)).toBeNull();

    const card = (name: string) => screen.getByRole('region', { name });
    expect(card('Order Information')).toHaveTextContent('ord_paid42');
    expect(card('Order Information')).toHaveTextContent('Confirmed');
    expect(card('Payment Information')).toHaveTextContent('Paystack');
    expect(card('Payment Information')).toHaveTextContent('Paid');
    expect(card('Payment Information')).toHaveTextContent('₦22,499.25');
    expect(card('Customer Information')).toHaveTextContent('Ada Lovelace');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Quantity', 'Price', 'Total']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Display Font (Standard License)1₦22,499.25₦22,499.25');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('verifies a return once, also when StrictMode runs the effect twice', async () => {
    answerVerification(json({ success: true, payment_status: 'success', order: verifiedOrder }));
    renderWithProviders(<PaymentConfirmationPage />, { path: '/payment-confirmation', url: PAYSTACK_RETURN, strict: true });
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(requests).toHaveLength(1);
  });

  it("reads PayPal's token as the reference", async () => {
    answerVerification(json({ success: true, payment_status: 'success', order: verifiedOrder }));
    renderAt('/payment-confirmation?token=PP-1&PayerID=X&order_id=ord_paid42');
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(JSON.parse(await requests[0].clone().text())).toMatchObject({ reference: 'PP-1', orderId: 'ord_paid42' });
  });

  it('shows Payment Failed with the order ID and links when the server reports a failed payment, and keeps the cart', async () => {
    answerVerification(json({ success: false, payment_status: 'failed', order: verifiedOrder, message: 'Payment failed' }));
    const { store } = renderAt(`${PAYSTACK_RETURN}&status=success`);
    await screen.findByRole('heading', { name: 'Payment Failed' });
    expect(screen.getByText('Unfortunately, your payment could not be processed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Your order has been saved. You can complete the payment later.')).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('ord_paid42');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
    // The order's own page, which states its real payment status, not the account page's sample orders (decision 0016).
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order-confirmation/ord_paid42');
    expect(store.getState().cart.items).toHaveLength(1);
    expect(loadUnpaidOrder(window.sessionStorage)).toBe('ord_paid42');
    expect(loadDraft(window.sessionStorage)).not.toBeNull();
  });

  it("uses 'Payment verification failed' when a failure comes without a message", async () => {
    answerVerification(json({ success: false }));
    renderAt(PAYSTACK_RETURN);
    await screen.findByRole('heading', { name: 'Payment Failed' });
    expect(screen.getByTestId('order-id')).toHaveTextContent('ord_paid42');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment verification failed');
  });

  it.each([
    ['a pending payment', { success: false, payment_status: 'pending', order: verifiedOrder, message: 'Payment could not be verified' }],
    ['an unknown status, even with success true', { success: true, payment_status: 'processing', order: verifiedOrder }],
  ])('never shows success for %s', async (_case, body) => {
    answerVerification(json(body));
    const { store } = renderAt(PAYSTACK_RETURN);
    await screen.findByRole('heading', { name: 'Payment Failed' });
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it.each(['/payment-confirmation', '/payment-confirmation?order_id=ord_1', '/payment-confirmation?reference=ref_1'])(
    'shows Payment Error for missing parameters (%s) without calling the API',
    async (url) => {
      renderAt(url);
      expect(screen.getByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while processing your payment.');
      expect(screen.getByRole('link', { name: 'Return to Checkout' })).toHaveAttribute('href', '/checkout');
      await waitFor(() => expect(requests).toEqual([]));
    },
  );

  it.each([
    ['a request error with a message', json({ success: false, message: 'Order not found' }, 404), 'Order not found'],
    ['no response', () => HttpResponse.error(), 'Error verifying payment'],
  ])('shows Payment Error with the reason on %s', async (_case, answer, message) => {
    answerVerification(answer);
    renderAt(PAYSTACK_RETURN);
    await screen.findByRole('heading', { name: 'Payment Error' });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});

describe('what the shopper bought, on the payment result', () => {
  it("shows a paid digital line's key, Download and certificate", async () => {
    answerVerification(json({ success: true, payment_status: 'success', order: verifiedDigitalOrder }));
    renderAt(PAYSTACK_RETURN);
    const downloads = await screen.findByRole('region', { name: 'Your downloads' });
    const line = within(downloads).getByRole('article', { name: 'Midnight Pulse' });
    expect(line).toHaveTextContent('Premium License');
    expect(line).toHaveTextContent('License key7KQ4-M2XD-9PTA-HC3W-R8NE');
    expect(within(line).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://shop.example/api/v1/web/downloads/tok_midnight');
    expect(within(line).getByRole('link', { name: 'License certificate (PDF)' })).toBeInTheDocument();
  });

  it('shows no key and nothing to download when the payment failed', async () => {
    answerVerification(json({ success: false, payment_status: 'failed', order: { ...verifiedDigitalOrder, status: 'failed' } }));
    renderAt(PAYSTACK_RETURN);
    await screen.findByRole('heading', { name: 'Payment Failed' });
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
    expect(screen.queryByText('7KQ4-M2XD-9PTA-HC3W-R8NE')).toBeNull();
  });

  it('renews an expired link (the browser sends the order proof cookie, never the e-mail)', async () => {
    const { download } = verifiedDigitalOrder.deliveries![0];
    const expired = { ...verifiedDigitalOrder.deliveries![0], download: { ...download, state: 'expired' as const } };
    const fresh = { ...expired, download: { ...download, url: 'https://shop.example/api/v1/web/downloads/tok_fresh' } };
    answerVerification(json({ success: true, payment_status: 'success', order: { ...verifiedDigitalOrder, deliveries: [expired] } }));
    server.use(http.post(apiUrl('orders/:orderId/downloads/:lineNumber/renew'), () => HttpResponse.json({ success: true, delivery: fresh }, { status: 201 })));
    const { user } = renderAt(PAYSTACK_RETURN);
    await user.click(await screen.findByRole('button', { name: 'Get a new download link' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://shop.example/api/v1/web/downloads/tok_fresh');
    expect(requests).toHaveLength(2);
    const renewal = requests[1];
    expect(renewal.url).toBe('http://localhost/api/v1/web/orders/ord_paid42/downloads/1/renew');
    expect(renewal.headers.get('X-Order-Email')).toBeNull();
  });
});
