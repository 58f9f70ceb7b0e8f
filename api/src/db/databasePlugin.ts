// Opens the database, applies migrations and seeds the catalogue before the app serves anything;
// decorates it as `app.db` and closes it (releasing the data-dir lock) when the app closes.
import fp from 'fastify-plugin';
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
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
