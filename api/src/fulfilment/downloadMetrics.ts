// Counts each download request by how it ended (storefront_downloads_total), from the answer's status: the route's
// own checks (invalid link, expired or used up, range outside the file) each end in their own status.
import type { FastifyInstance, onResponseAsyncHookHandler } from 'fastify';

export function downloadOutcome(status: number): string {
  if (status === 200 || status === 206) return 'served';
  if (status === 404) return 'refused_invalid';
  if (status === 410) return 'refused_unusable';
  if (status === 416) return 'refused_range';
  if (status === 429) return 'refused_rate_limited';
  return status >= 500 ? 'failed' : 'refused_other';
}

export const countDownloadOutcome =
  (app: FastifyInstance): onResponseAsyncHookHandler =>
  async (_request, reply) => {
    app.metrics.downloads.inc({ outcome: downloadOutcome(reply.statusCode) });
  };
