// A running store's API as the helpers written for `app.inject` read it (orderPayload, fetchProduct), over HTTP: for
// tests that start the server as its own process.
import type { FastifyInstance } from 'fastify';

export function overHttp(baseUrl: string): FastifyInstance {
  return {
    inject: async (url: string) => {
      const response = await fetch(baseUrl + url);
      const body = await response.text();
      return { statusCode: response.status, body, json: () => JSON.parse(body) };
    },
  } as unknown as FastifyInstance;
}
