// Weak ETags from the body for JSON reads, and 304 Not Modified when the client already has it (RFC 9110 §13.1.2):
// a catalogue answer is the same bytes until the catalogue changes, so a revisited page costs no body. Registered per
// plugin, as an onSend hook, on GET routes whose bodies are small enough to hash per request.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './conditionalRequest';

export async function contentEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('etag') || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
    return payload;
  // Weak: compression sends the same JSON in other bytes.
  const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  // Revalidate on every use: the catalogue may have changed since.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}
