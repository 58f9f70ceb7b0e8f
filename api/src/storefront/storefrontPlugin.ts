// Serves the built storefront from the API's origin: the shell at / and each remote under /mf/{name}/.
// Precompressed .br/.gz siblings are preferred; @fastify/compress compresses the rest on the fly.
// Page loads (client-side routes, and /) go to the not-found handler (http/errorHandlers.ts), which renders them.
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cacheControlFor } from './cachePolicy';
import type { StorefrontDirs } from './storefrontDirs';

const storefrontPlugin: FastifyPluginAsync<{ dirs: StorefrontDirs }> = async (app, { dirs }) => {
  for (const remote of dirs.remotes) {
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: `/mf/${remote.name}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        reply.header('cache-control', cacheControlFor(filePath));
        // A remote may be consumed by a shell on another origin.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  if (dirs.shellDir !== null) {
    await app.register(fastifyStatic, {
      root: dirs.shellDir,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      // `/` is a page like any other: the not-found handler hands it to the page handler (pageHandler.ts).
      allowedPath: (pathname: string) => pathname !== '/',
      setHeaders(reply: FastifyReply, filePath: string) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
};

export default storefrontPlugin;
