// PostgreSQL cannot keep U+0000 in text: a console request carrying one anywhere is refused with a 400 naming the
// field, before anything is stored (the storefront's schemas refuse it by pattern; the console's contract does not).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/ApiError';

function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}/${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, `${path}/${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** A preHandler hook (after validation, so the schema's own messages come first). */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const found = findNul(request.query, 'querystring') ?? findNul(request.params, 'params') ?? findNul(request.body, 'body');
  if (found) throw new ApiError(400, `${found} must not contain the character U+0000`);
}
