// Every failure answers JSON with a `message`: client errors say what was wrong, server errors say nothing
// about the internals (the details go to the log). Unknown routes answer a JSON 404, except browser page
// loads, which get the storefront's index.html when a storefront is served (client-side routing).
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './ApiError';
import type { PageHandler } from '../pageHost/pageHandler';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Paths that are never pages: their misses stay JSON 404s. */
const NON_PAGE_PREFIXES = ['/api/', '/media/', '/mf/'];

export function installErrorHandlers(app: FastifyInstance, pageHandler: PageHandler | null): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    reply.code(statusCode).type(JSON_TYPE);
    // An ApiError's 5xx message was written for the shopper (e.g. "the payment provider is not available").
    if (statusCode >= 500 && error instanceof ApiError) {
      return reply.send({ message: error.message, ...error.details });
    }
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.send({ message: 'Internal server error' });
    }
    if (statusCode !== 404 && statusCode !== 429) request.log.info({ err: error }, 'request refused');
    const details = error instanceof ApiError ? error.details : {};
    return reply.send({ message: error.message, ...details });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (pageHandler !== null && isPageRequest(request)) return pageHandler(request, reply);
    return reply.code(404).type(JSON_TYPE).send({ message: 'Not found' });
  });
}

export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (path === '/api' || NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  if (path === '/') return true;
  return (request.headers.accept ?? '').includes('text/html');
}
