// Opens the database, applies migrations, seeds the catalogue and fills its listing before the app serves anything;
// decorates it as `app.db` and closes it (releasing the data-dir lock) when the app closes.
import fp from 'fastify-plugin';
import { syncListing } from '../catalog/listingIndex';
import { seedCatalog } from '../catalog/seedCatalog';
import { migrate } from './migrate';
import { openDatabase } from './openDatabase';
import type { Database, DatabaseOptions } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp<{ database: DatabaseOptions }>(
  async (app, { database }) => {
    const handle = await openDatabase(database, (error, message) => app.log.warn({ err: error }, message));
    try {
      const applied = await migrate(handle.db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'applied database migrations');
      if (await seedCatalog(handle.db)) app.log.info('seeded the sample catalogue');
      const listed = await syncListing(handle.db);
      if (listed > 0) app.log.info({ products: listed }, 'wrote the catalogue listing');
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    if (handle.poolStats) app.metrics.readers.databasePool = handle.poolStats;
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database', dependencies: ['operations'] },
);
