// A page the rendered-page cache keeps: the same bytes for every shopper (its inline code is allowed by hash, not by a
// per-response nonce), so it is compressed once per encoding when it is made and sent as it is afterwards. Compressing
// a 120 KB page on every response cost more than the rest of a cached answer (decision 0027).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, preferredEncoding } from '../http/conditionalRequest';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli 7: within 1 % of quality 9's size on a store page at a seventh of its time (a miss waits for it). */
const BROTLI_QUALITY = 7;

export interface PreparedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Its Content-Security-Policy: the page's inline code by hash, and the origins of the manifest it was made with. */
  policy: string;
  /** Bytes held, all three copies. */
  size: number;
}

export async function preparePage(html: string, policy: string): Promise<PreparedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body),
  ]);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, br, gzip: gz, etag, policy, size: body.length + br.length + gz.length };
}

/** Sends the copy the client accepts (304 when it has this page already); the status and page headers are the caller's. */
export function sendPreparedPage(request: FastifyRequest, reply: FastifyReply, page: PreparedPage): FastifyReply {
  reply.header('etag', page.etag).header('content-security-policy', page.policy).header('vary', 'Cookie, Accept-Encoding');
  if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(page.body);
  // A Content-Encoding already set tells @fastify/compress to leave the body alone.
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
