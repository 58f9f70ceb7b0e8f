import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Delivery } from '../types';
import { activeDelivery, apiUrl, expiredDelivery, recordRequests, renderWithProviders, revokedDelivery, server } from '../testing';
import { DownloadsSection } from './DownloadsSection';
import { COPY_MESSAGES } from './LicenseKey';
import { RENEW_MESSAGES } from './RenewDownload';

function renderDownloads(deliveries: Delivery[]) {
  const { user } = renderWithProviders(<DownloadsSection orderId="ord_paid42" deliveries={deliveries} />);
  return { user, section: screen.getByRole('region', { name: 'Your downloads' }) };
}

afterEach(() => jest.restoreAllMocks());

/** The API's answer to a renewal request. */
const answerRenewal = (body: Record<string, unknown>, status: number) =>
  server.use(http.post(apiUrl('orders/:orderId/downloads/:lineNumber/renew'), () => HttpResponse.json(body, { status })));

describe('the downloads section', () => {
  it('shows each line with its tier, license key, Download link and certificate', () => {
    const { section } = renderDownloads([activeDelivery()]);
    const card = within(section).getByRole('article', { name: 'Midnight Pulse' });
    expect(card).toHaveTextContent('Premium License');
    expect(within(card).getByRole('term')).toHaveTextContent('License key');
    expect(within(card).getByRole('definition')).toHaveTextContent('7KQ4-M2XD-9PTA-HC3W-R8NE');
    const download = within(card).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', 'https://shop.example/api/v1/web/downloads/tok_midnight');
    expect(download).toHaveAccessibleDescription('Midnight Pulse');
    expect(card).toHaveTextContent('midnight-pulse-premium.zip (4.2 MB)');
    expect(card).toHaveTextContent('5 downloads left · link expires');
    expect(within(card).getByRole('link', { name: 'License certificate (PDF)' })).toHaveAttribute(
      'href',
      'https://shop.example/api/v1/web/downloads/tok_midnight/certificate.pdf',
    );
  });

  it('shows nothing for an order without digital lines', () => {
    renderWithProviders(<DownloadsSection orderId="ord_1" deliveries={[]} />);
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
  });

  it('copies the license key and says so', async () => {
    const { user } = renderDownloads([activeDelivery()]);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event's stand-in for the browser's clipboard holds what was copied.
    await expect(navigator.clipboard.readText()).resolves.toBe('7KQ4-M2XD-9PTA-HC3W-R8NE');
    expect(screen.getByRole('status')).toHaveTextContent(COPY_MESSAGES.copied);
  });

  it('says when the browser refuses the copy', async () => {
    const { user } = renderDownloads([activeDelivery()]);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent(COPY_MESSAGES.failed);
  });

  it('says a refunded purchase has no downloads and shows neither key nor link', () => {
    const { section } = renderDownloads([revokedDelivery()]);
    expect(section).toHaveTextContent('This purchase was refunded, so its downloads are no longer available.');
    expect(section).not.toHaveTextContent('7KQ4-M2XD-9PTA-HC3W-R8NE');
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('asks for a new link when the old one expired, and offers the new one focused', async () => {
    const fresh = activeDelivery({ download: { ...activeDelivery().download, url: 'https://shop.example/api/v1/web/downloads/tok_fresh' } });
    answerRenewal({ success: true, delivery: fresh }, 201);
    const requests = recordRequests();
    const { user, section } = renderDownloads([expiredDelivery()]);
    expect(section).toHaveTextContent('This download link has expired.');
    expect(within(section).queryByRole('link', { name: 'Download' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Get a new download link' }));
    const download = await within(section).findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', 'https://shop.example/api/v1/web/downloads/tok_fresh');
    expect(download).toHaveFocus();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/v1/web/orders/ord_paid42/downloads/1/renew');
    // The proof is the order's HttpOnly cookie, which the browser sends; no e-mail goes with the request.
    expect(request.headers.get('X-Order-Email')).toBeNull();
  });

  it("shows the API's reason when it refuses a new link, and keeps the button", async () => {
    answerRenewal({ success: false, message: 'No fresh download links are left for this line.' }, 409);
    const { user, section } = renderDownloads([expiredDelivery()]);
    await user.click(within(section).getByRole('button', { name: 'Get a new download link' }));
    expect(await within(section).findByText('No fresh download links are left for this line.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Get a new download link' })).toBeEnabled();
  });

  it('offers no button once the shop allows no more links', () => {
    const { section } = renderDownloads([expiredDelivery({ can_renew: false })]);
    expect(section).toHaveTextContent(RENEW_MESSAGES.noneLeft);
    expect(within(section).queryByRole('button', { name: 'Get a new download link' })).toBeNull();
  });
});
