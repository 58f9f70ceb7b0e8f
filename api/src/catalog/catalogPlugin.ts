// Makes the catalogue (CatalogService.ts) reachable as `app.catalog`, its small parts read before the server listens.
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
      await catalog.featured();
    });
  },
  { name: 'catalog', dependencies: ['database'] },
);
