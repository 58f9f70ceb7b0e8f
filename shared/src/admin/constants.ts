// The admin API contract's plain values: where it lives, how a browser talks to it, its limits, lists and messages.
// No typebox here, so the console's bundle can import these without the schema library.
export const ADMIN_API_PREFIX = '/api/v1/admin';

/** The header that must carry the session's CSRF token on every POST, PUT, PATCH and DELETE. */
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * The session cookie: HttpOnly, SameSite=Strict, Path=/api/v1/admin. In production it is Secure and carries the
 * `__Secure-` prefix; outside production (plain http on localhost cannot keep a Secure cookie) it is the plain name.
 */
export const ADMIN_SESSION_COOKIE = 'storefront_admin';
export const ADMIN_SESSION_COOKIE_SECURE = '__Secure-storefront_admin';

/** A session ends after this long without a request, and after SESSION_MAX_HOURS in any case. */
export const SESSION_IDLE_MINUTES = 120;
export const SESSION_MAX_HOURS = 12;

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

export const ADMIN_DEFAULT_PAGE_SIZE = 25;

/** Wrong passwords in a row that lock an account, and for how long. */
export const SIGN_IN_ATTEMPTS_BEFORE_LOCK = 10;

export const SIGN_IN_LOCK_MINUTES = 15;

export const ADMIN_MESSAGES = {
  signInRefused: 'The e-mail address or password is not right.',
  /** Followed by the time the lock ends, e.g. "… until 14:32 UTC." */
  accountLocked: 'Too many wrong passwords in a row: this account is locked',
  signInRequired: 'Sign in to continue.',
  sessionExpired: 'Your session has ended. Sign in again.',
  csrfMissing: 'This request is missing its CSRF token. Reload the page and try again.',
  foreignOrigin: 'This request came from another site and was refused.',
  forbidden: 'Your role may not do this. Ask the shop owner.',
} as const;

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;

export const ORDER_PAYMENT_METHODS = ['paystack', 'paypal', 'no-payment'] as const;

export const TIMELINE_EVENT_KINDS = [
  'placed',
  'payment-started',
  'payment-failed',
  'paid',
  'email-queued',
  'email-sent',
  'email-failed',
  'download',
  'receipt-resent',
  'refunded',
] as const;

/** A payment still pending this long after it started is listed (the shopper may have paid without coming back). */
export const PENDING_PAYMENT_ATTENTION_MINUTES = 30;

export const PAYMENT_ISSUE_KINDS = ['pending-long', 'verification-failed', 'amount-mismatch', 'unmatched-webhook'] as const;

/** PUT /products/:id/image takes multipart/form-data with one file field `image`: PNG, JPEG or WebP. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** An uploaded picture must be at least this wide and tall; it is resized to every size the store serves. */
export const PRODUCT_IMAGE_MIN_SIDE = 400;

export const DASHBOARD_DAY_CHOICES = [7, 30, 90] as const;

/** The periods the page-speed screen offers, in UTC days including today. */
export const VITALS_DAY_CHOICES = [1, 7, 28] as const;

/** What an owner may do to a remote's releases from the composition page. */
export const COMPOSITION_ACTIONS = ['promote', 'abort', 'rollback'] as const;
export type CompositionAction = (typeof COMPOSITION_ACTIONS)[number];

export const AUDIT_ACTIONS = [
  'session.sign-in',
  'session.sign-in-refused',
  'session.sign-out',
  'order.resend-receipt',
  'order.refund',
  // The e-mail confirming the address, or choosing a new password, sent again to an order's account.
  'order.account-verification-email',
  'order.account-reset-email',
  'payment.reverify',
  'payment.webhook-handled',
  'product.update',
  'product.image-upload',
  'product.image-remove',
  'message.read',
  'message.handled',
  'operator.revoke-sessions',
  'operator.unlock',
  // From `npm run operator:create` on the server's machine, not the console.
  'operator.create',
  'operator.reset-password',
  // A remote's releases, from the console's composition page; release.auto-abort is the store's own.
  'release.promote',
  'release.abort',
  'release.rollback',
  'release.auto-abort',
  // A signed-in operator's call refused: its role lacks the permission, or the CSRF token was missing or wrong.
  'access.refused',
] as const;

/**
 * The largest price an operator may set, in either currency: the prices' numeric(14, 2) columns hold 10^12, and an
 * order of many lines at the largest quantity must still fit its total.
 */
export const MAX_PRICE = 100_000_000;
