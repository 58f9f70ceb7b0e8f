// Builds the app on a fresh test database and tears both down.
import './nativeEsmPackages';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { createTestDatabase } from './testDatabase';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export async function startTestApp(overrides: Partial<BuildAppOptions> = {}) {
  const database = await createTestDatabase();
  const app = buildApp({ database: database.options, publicBaseUrl: 'http://localhost:3000', ...overrides });
  try {
    await app.ready();
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
