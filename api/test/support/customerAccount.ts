// Customer accounts in the API tests: calls made as the store's pages make them (its own Origin, the session's
// cookie and CSRF token), and the links the development mailbox received.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { devMailbox } from '../../src/mail/mailTables';
import { eventually } from './eventually';

export const STORE_ORIGIN = 'http://localhost:3000';
export const ACCOUNT = '/api/v1/web/account';

export interface CustomerSignedIn {
  cookie: string;
  csrfToken: string;
}

export function accountCall(
  app: FastifyInstance,
  path: string,
  payload?: object,
  { session, headers = {}, ip }: { session?: CustomerSignedIn; headers?: Record<string, string>; ip?: string } = {},
) {
  const all: Record<string, string> = { origin: STORE_ORIGIN, ...headers };
  if (all.origin === '') delete all.origin;
  if (session) {
    all.cookie = session.cookie;
    if (payload !== undefined && !('x-csrf-token' in all)) all['x-csrf-token'] = session.csrfToken;
  }
  return app.inject({ method: payload === undefined ? 'GET' : 'POST', url: `${ACCOUNT}/${path}`, headers: all, payload, remoteAddress: ip });
}

/** The Set-Cookie headers of a response, each whole. */
export const setCookies = (response: LightMyRequestResponse): string[] => ([] as unknown[]).concat(response.headers['set-cookie'] ?? []).map(String);

/** The Set-Cookie of the cookie `name` (whole, with its attributes), or undefined. */
export const setCookieNamed = (response: LightMyRequestResponse, name: string): string | undefined =>
  setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));

export const sessionCookieOf = (response: LightMyRequestResponse): string => setCookieNamed(response, 'customer_session')!.split(';')[0];

/** The link labelled `label` in the newest e-mail to `address` since mailbox row `after`. */
export async function mailedLink(app: FastifyInstance, address: string, label: string, after = 0): Promise<string> {
  const row = await eventually(async () => {
    const [newest] = await app.db.select().from(devMailbox).where(eq(devMailbox.recipient, address)).orderBy(desc(devMailbox.id)).limit(1);
    return newest && newest.id > after && newest.links.some((link) => link.label === label) ? newest : null;
  });
  return row.links.find((link) => link.label === label)!.url;
}

/** The newest mailbox row id for `address` (0 for none): links after it are new. */
export async function lastMailId(app: FastifyInstance, address: string): Promise<number> {
  const [newest] = await app.db
    .select({ id: devMailbox.id })
    .from(devMailbox)
    .where(and(eq(devMailbox.recipient, address)))
    .orderBy(desc(devMailbox.id))
    .limit(1);
  return newest?.id ?? 0;
}

export const tokenOf = (url: string, parameter: 'verify' | 'reset'): string => new URL(url).searchParams.get(parameter)!;
