// Makes the in-memory catalogue reachable as `app.catalog`.
import fp from 'fastify-plugin';
import { CatalogService } from './CatalogService';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalog', new CatalogService(app.db));
  },
  { name: 'catalog', dependencies: ['database'] },
);
