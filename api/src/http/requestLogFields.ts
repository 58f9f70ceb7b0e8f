// What a request log line says about the request: Fastify's default fields, with the signature of a download
// token, the order page's access token and a preview link's signature cut out of the URL — a logged token would be a
// working download link, the order's proof of ownership, or a working preview link, for anyone who reads the logs.
import type { FastifyRequest } from 'fastify';

const DOWNLOAD_TOKEN = /(\/downloads\/[^/?.]*)\.[^/?]*/;
const ACCESS_TOKEN = /([?&]access=)[^&#]*/g;
const PREVIEW_SIGNATURE = /^(\/preview\?(?:[^#]*&)?sig=)[^&#]*/;

export function withoutSecrets(url: string): string {
  return url.replace(DOWNLOAD_TOKEN, '$1.[redacted]').replace(ACCESS_TOKEN, '$1[redacted]').replace(PREVIEW_SIGNATURE, '$1[redacted]');
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
