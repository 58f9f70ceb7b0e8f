// The customer's session cookie: HttpOnly, SameSite=Lax (sent when the shopper follows a link to the store, not on
// another site's POST), Path=/ so the pages' server render knows who is signed in. In production Secure with the
// `__Host-` prefix, which browsers accept only from HTTPS, without Domain and for the whole site. Remember me makes it
// persistent (Max-Age); without it the browser drops it when it closes.
export const CUSTOMER_SESSION_COOKIE = 'customer_session';
export const CUSTOMER_SESSION_COOKIE_SECURE = '__Host-customer_session';

export const customerCookieName = (secure: boolean): string => (secure ? CUSTOMER_SESSION_COOKIE_SECURE : CUSTOMER_SESSION_COOKIE);

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Set-Cookie for a new session: persistent for `maxAgeSeconds` when remembered, else for the browser's session. */
export const customerSessionCookie = (token: string, secure: boolean, maxAgeSeconds: number | null): string =>
  `${customerCookieName(secure)}=${token}; ${attributes(secure)}${maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`}`;

export const clearedCustomerSessionCookie = (secure: boolean): string => `${customerCookieName(secure)}=; ${attributes(secure)}; Max-Age=0`;
