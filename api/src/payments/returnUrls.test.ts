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
  it('prefers PUBLIC_BASE_URL, then an allowed Origin, then the request’s own origin', () => {
    expect(storefrontOrigin(request('http://localhost:8080'), 'https://shop.example', ['http://localhost:8080'])).toBe('https://shop.example');
    expect(storefrontOrigin(request('http://localhost:8080'), null, ['http://localhost:8080'])).toBe('http://localhost:8080');
    expect(storefrontOrigin(request('https://evil.example'), null, ['http://localhost:8080'])).toBe('http://api.internal:3000');
    expect(storefrontOrigin(request(undefined), null, [])).toBe('http://api.internal:3000');
  });
});
