// The per-IP limit applied to the routes that write (place_order, verify_payment).

export interface WriteRateLimit {
  /** Requests allowed per client IP in each window. */
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_WRITE_RATE_LIMIT: WriteRateLimit = { max: 30, timeWindowMs: 60_000 };

/** Route `config` for @fastify/rate-limit (registered once, with `global: false`, in app.ts). */
export const rateLimitConfig = (limit: WriteRateLimit) => ({
  rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs },
});
