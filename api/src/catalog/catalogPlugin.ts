// Makes the in-memory catalogue reachable as `app.catalog`, loaded before the server starts listening.
import fp from 'fastify-plugin';
import { CatalogService } from './CatalogService';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export default fp<{ maxAgeMs?: number }>(
  async (app, { maxAgeMs }) => {
    const catalog = new CatalogService(app.db, maxAgeMs);
    app.decorate('catalog', catalog);
    // Warm the cache before listening, so the first shopper does not wait for it.
    app.addHook('onReady', async () => {
      await catalog.snapshot();
    });
  },
  { name: 'catalog', dependencies: ['database'] },
);
