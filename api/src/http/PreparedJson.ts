// A JSON body serialised once, with a content ETag and lazily made compressed copies, for hot read-only routes.
// (@fastify/compress, which handles every other response, would recompress the whole body on each request.)
// A list is written one element per line — still the same JSON value — so that a client can parse it an element at a
// time without scanning for where each one ends (the storefront's readJsonInSlices.ts; decision 0035).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, etagMatches, preferredEncoding } from './conditionalRequest';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** JSON.stringify; a non-empty list as `[`, its elements one per line (JSON.stringify writes none across lines), `]`. */
export function serialise(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return JSON.stringify(value);
  return `[\n${value.map((element: unknown) => JSON.stringify(element) ?? 'null').join(',\n')}\n]`;
}

export class PreparedJson {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(value: unknown) {
    this.body = Buffer.from(serialise(value));
    // Weak: the br, gzip and identity copies share it, being the same JSON.
    this.etag = `W/"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  /** Compressed once per encoding (off the event loop) and reused for every later request. */
  compressed(encoding: ContentEncoding): Promise<Buffer> {
    let copy = this.encoded.get(encoding);
    if (!copy) {
      copy = encoding === 'br' ? brotli(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzip(this.body, { level: 9 });
      copy.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, copy);
    }
    return copy;
  }

  /** Answers 304 when the client already has it, else the best-compressed copy it accepts. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('etag', this.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], this.etag)) return reply.code(304).send();

    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(this.body);
    // A Content-Encoding already set tells @fastify/compress to leave the body alone.
    return reply.header('content-encoding', encoding).send(await this.compressed(encoding));
  }
}
