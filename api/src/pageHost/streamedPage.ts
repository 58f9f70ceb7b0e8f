// A page sent as it renders (decision 0054): its start (the frame's head and the shell's CSS) goes out at once,
// compressed and flushed, so the browser has the frame's styles parsed while the server waits for the screen's data;
// the rest follows when the render is done, or, if it fails, the rest of index.html, which the browser renders. Its
// policy goes out before the render has written the rest's inline code, so that code carries a nonce made for this
// response; what the page is made of before the render (the frame, the shell's CSS, index.html) is allowed by hash.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../http/conditionalRequest';
import { pagePolicy, type PagePolicyInput } from '../security/pagePolicy';
import type { ComposedRest } from './composePage';
import type { RenderingPage } from './cachedPages';

/** Brotli 5 on the fly: a stream is compressed per response, where a kept page is compressed once (preparedPage.ts). */
const STREAMED_BROTLI_QUALITY = 5;

function compressor(encoding: 'br' | 'gzip' | null): zlib.BrotliCompress | zlib.Gzip | PassThrough {
  if (encoding === 'br') return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY } });
  if (encoding === 'gzip') return zlib.createGzip();
  return new PassThrough();
}

/** Sends the page as it renders; the status and the page headers are the caller's. */
export function sendRenderingPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderingPage & { fallback: ComposedRest },
  remotes: PagePolicyInput['remotes'],
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  // The fallback's inline code is the start's and index.html's.
  reply.header('content-security-policy', pagePolicy({ inline: page.fallback.inline, remotes, nonce })).header('vary', 'Cookie, Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = compressor(encoding);
  // A Content-Encoding already set tells @fastify/compress to leave the body alone.
  if (encoding) reply.header('content-encoding', encoding);
  body.write(page.start.html);
  // The render begins once the start is compressed and handed on: its first pass holds the thread for tens of
  // milliseconds, and the start would otherwise wait for it. A body closed first (the shopper went away) begins it
  // too: others may be waiting for the page.
  const begin = () => page.begin();
  body.once('close', begin);
  if (body instanceof PassThrough) setImmediate(begin);
  else body.flush(begin);
  const finish = (rest: string) => {
    if (!body.destroyed) body.end(rest);
  };
  page.rendered.then(
    (rendered) => finish(rendered ? rendered.restWithNonce(nonce) : page.fallback.rest),
    () => finish(page.fallback.rest),
  );
  return reply.send(body);
}
