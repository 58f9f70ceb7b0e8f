// GET /downloads/:token — the file a download link grants (200, or 206/416 for a Range) — and
// GET /downloads/:token/certificate.pdf — the license certificate of the same line. Any token that is not a
// valid link answers 404 with a message; a link that was valid answers 410 saying why it no longer is.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/ApiError';
import { parseByteRange } from '../http/byteRange';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { certificateFor } from './certificate';
import { DOWNLOAD_MESSAGES, type SignedLink, findSignedLink, startDownload, unusableReason } from './downloadLinks';
import { countDownloadOutcome } from './downloadMetrics';
import { downloadFilename } from './fileNames';

const TokenParamsSchema = Type.Object({ token: Type.String() });

const downloadRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  // HEAD is not offered: it would count as a download. Compression is off: the file is a ZIP, and ranges and
  // Content-Length must describe the bytes as stored.
  const routeOptions = {
    exposeHeadRoute: false,
    compress: false as const,
    config: rateLimitConfig(rateLimit),
    schema: { params: TokenParamsSchema },
    onResponse: countDownloadOutcome(app),
  };

  async function signedLink(token: string): Promise<SignedLink> {
    const found = await findSignedLink(app.db, token);
    if (!found) throw new ApiError(404, DOWNLOAD_MESSAGES.invalid);
    return found;
  }

  app.get('/downloads/:token', routeOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const found = await signedLink(request.params.token);
    const reason = unusableReason(found);
    // A link whose last download was just counted may still resume it (startDownload decides).
    if (reason && !(reason === 'exhausted' && request.headers.range)) throw new ApiError(410, DOWNLOAD_MESSAGES[reason]);

    const deliverable = await app.fulfilment.deliverables.ensure(found.entitlement.productId);
    const size = deliverable.sizeBytes;
    const range = parseByteRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      throw new ApiError(416, 'The requested range is outside the file.');
    }
    // Opened before counting: a file the store cannot give costs the buyer no download.
    const body = await app.fulfilment.files.read(deliverable.fileKey, range ?? undefined);
    if (!body) throw new ApiError(503, 'The file is not available right now. Please try again in a moment.');
    if ((await startDownload(app.db, found, request.ip, range !== null)) === 'refused') {
      body.destroy();
      // Another request took the last download, or the link expired, since it was read.
      throw new ApiError(410, DOWNLOAD_MESSAGES[found.link.expiresAt <= new Date() ? 'expired' : 'exhausted']);
    }

    reply
      .header('content-type', deliverable.contentType)
      .header('content-disposition', `attachment; filename="${downloadFilename(found.title, found.entitlement.licenseType)}"`)
      .header('accept-ranges', 'bytes');
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.code(200).header('content-length', size);
    }
    return reply.send(body);
  });

  app.get('/downloads/:token/certificate.pdf', routeOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const found = await signedLink(request.params.token);
    // The certificate stays available after the link expires or runs out; a refund ends the license itself.
    if (unusableReason(found) === 'refunded') throw new ApiError(410, DOWNLOAD_MESSAGES.refunded);
    const certificate = await certificateFor(app.db, found.entitlement.orderId, found.entitlement.lineNumber);
    if (!certificate) throw new ApiError(404, DOWNLOAD_MESSAGES.invalid);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${certificate.filename}"`)
      .header('content-length', certificate.bytes.length)
      .send(Buffer.from(certificate.bytes));
  });
};

export default downloadRoutes;
