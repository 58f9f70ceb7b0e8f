import type { FastifyRequest } from 'fastify';
import { paymentReturnUrls, storefrontOrigin } from './returnUrls';

const request = (origin: string | undefined) =>
  ({ headers: origin ? { origin } : {}, protocol: 'http', host: 'api.internal:3000' }) as unknown as FastifyRequest;

describe('paymentReturnUrls', () => {
  it('returns to /payment-confirmation with the order id; the cancel URL adds status=cancelled', () => {
    expect(paymentReturnUrls('https://shop.example', 'abc')).toEqual({
      returnUrl: 'https://shop.example/payment-confirmation?order_id=abc',
      cancelUrl: 'https://shop.example/payment-confirmation?order_id=abc&status=cancelled',
    });
  });
});

describe('storefrontOrigin', () => {
  it('uses an allowed Origin (a dev server), else PUBLIC_BASE_URL; never the Host a client sends', () => {
    expect(storefrontOrigin(request('http://localhost:8080'), 'https://shop.example', ['http://localhost:8080'])).toBe('http://localhost:8080');
    expect(storefrontOrigin(request('https://evil.example'), 'https://shop.example', ['http://localhost:8080'])).toBe('https://shop.example');
    expect(storefrontOrigin(request(undefined), 'https://shop.example', [])).toBe('https://shop.example');
  });
});
