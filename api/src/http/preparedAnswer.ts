// A JSON answer serialised once, with a content ETag and its compressed copies made on first need, for answers that
// are sent again and again (catalog/catalogAnswers.ts): @fastify/compress, which handles every other response, would
// compress the same bytes for every request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, etagMatches, preferredEncoding } from './conditionalRequest';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export class PreparedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value));
    // Weak: the br, gzip and identity copies share it, being the same JSON.
    this.etag = `W/"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  /** Bytes held: the body and, at most, one copy per encoding of no more than its size. */
  get size(): number {
    return this.body.length * 3;
  }

  /** Compressed once per encoding (off the event loop) and reused for every later request. */
  private compressed(encoding: ContentEncoding): Promise<Buffer> {
    let copy = this.encoded.get(encoding);
    if (!copy) {
      copy = encoding === 'br' ? brotli(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7 } }) : gzip(this.body);
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
