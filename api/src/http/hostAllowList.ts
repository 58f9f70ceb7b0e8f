// The Host names this store answers to: PUBLIC_BASE_URL's, those in ALLOWED_HOSTS and, outside production, this
// machine's loopback names. Any other Host is a request meant for another site, or a DNS-rebinding page that
// pointed its own name at this store to read it from a shopper's or operator's browser: 421, before any route.
import { OPERATIONS_PATHS } from '../operations/operationsPaths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './ApiError';

export interface HostAllowList {
  /** Host names (no port), e.g. shop.example.com; PUBLIC_BASE_URL's is always added. */
  names: string[];
  /** Also localhost, 127.0.0.1 and [::1]: a development store reached on this machine. */
  loopback: boolean;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export const MISDIRECTED_MESSAGE = 'This server does not answer for that host name.';

/** The name part of a Host header, lower case, without the port ("[::1]:3000" → "[::1]"). */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d*$/, '').replace(/\.$/, '');
}

export function allowedHostNames(publicBaseUrl: string, allowList: HostAllowList): Set<string> {
  return new Set([new URL(publicBaseUrl).host, ...allowList.names, ...(allowList.loopback ? LOOPBACK_NAMES : [])].map(hostName));
}

export function installHostCheck(app: FastifyInstance, publicBaseUrl: string, allowList: HostAllowList): void {
  const allowed = allowedHostNames(publicBaseUrl, allowList);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Load balancers and orchestrators probe an instance by its address; the probes and the token-guarded metrics
    // carry nothing a rebinding page could use.
    if (OPERATIONS_PATHS.includes(request.url.split('?')[0])) return;
    const host = request.headers.host;
    if (host === undefined || !allowed.has(hostName(host))) throw new ApiError(421, MISDIRECTED_MESSAGE);
  });
}
