// Deliveries as the API answers them, for the tests of every page that shows downloads.
import type { Delivery } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Premium line whose link works for another week, with 5 downloads and fresh links left. */
export function activeDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    line_number: 1,
    product_id: 341,
    title: 'Midnight Pulse',
    license_type: 'Premium',
    license_key: '7KQ4-M2XD-9PTA-HC3W-R8NE',
    status: 'active',
    download: {
      url: 'https://shop.example/api/v1/web/downloads/tok_midnight',
      filename: 'midnight-pulse-premium.zip',
      size_bytes: 4_404_019,
      downloads_left: 5,
      expires_at: new Date(Date.now() + 7 * DAY_MS).toISOString(),
      state: 'active',
    },
    certificate_url: 'https://shop.example/api/v1/web/downloads/tok_midnight/certificate.pdf',
    can_renew: true,
    ...overrides,
  };
}

/** The same line after its link expired. */
export function expiredDelivery(overrides: Partial<Delivery> = {}): Delivery {
  const active = activeDelivery();
  return activeDelivery({
    download: { ...active.download, downloads_left: 3, expires_at: new Date(Date.now() - DAY_MS).toISOString(), state: 'expired' },
    ...overrides,
  });
}

/** The same line after the order was refunded. */
export function revokedDelivery(): Delivery {
  const active = activeDelivery();
  return activeDelivery({ status: 'revoked', can_renew: false, download: { ...active.download, state: 'revoked' } });
}
