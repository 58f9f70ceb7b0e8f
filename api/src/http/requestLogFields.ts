// What a request log line says about the request: Fastify's default fields, with the signature of a download
// token and the order page's access token cut out of the URL — a logged token would be a working download link,
// or the order's proof of ownership, for anyone who reads the logs.
import type { FastifyRequest } from 'fastify';

const DOWNLOAD_TOKEN = /(\/downloads\/[^/?.]*)\.[^/?]*/;
const ACCESS_TOKEN = /([?&]access=)[^&#]*/g;

export function withoutSecrets(url: string): string {
  return url.replace(DOWNLOAD_TOKEN, '$1.[redacted]').replace(ACCESS_TOKEN, '$1[redacted]');
}

export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
