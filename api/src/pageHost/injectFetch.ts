// A fetch that answers from this server in-process (Fastify's inject): the page renderer's API calls need no socket,
// port or host name, and go through the same routes, validation and caching as the browser's.
import type { FastifyInstance } from 'fastify';

const BODYLESS = new Set([204, 205, 304]);

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      // The store's own name: the Host check (http/hostAllowList.ts) answers it in every environment.
      headers: { ...Object.fromEntries(request.headers), host: new URL(app.config.publicBaseUrl).host },
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(BODYLESS.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
