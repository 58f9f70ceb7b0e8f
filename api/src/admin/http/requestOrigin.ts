// Whether a request to the console's API came from a page of this store. Browsers name the page's origin in
// `Origin` on every cross-origin request and every POST, PUT, PATCH and DELETE, and say `Sec-Fetch-Site: cross-site`
// for a request another site's page made; either naming another site is refused, whatever cookie it carries.
import type { FastifyRequest } from 'fastify';

/** The origin the request was addressed to (scheme, host and port as the browser saw them, default port left out). */
export const ownOrigin = (request: FastifyRequest): string | null => originOf(`${request.protocol}://${request.host}`);

export function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export type OriginVerdict = 'allowed' | 'absent' | 'foreign';

export function requestOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): OriginVerdict {
  const header = request.headers.origin;
  if (header === undefined) return request.headers['sec-fetch-site'] === 'cross-site' ? 'foreign' : 'absent';
  const origin = originOf(header);
  if (origin !== null && (origin === ownOrigin(request) || allowedOrigins.includes(origin))) return 'allowed';
  return 'foreign';
}
