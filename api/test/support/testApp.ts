// Builds the app on a fresh test database and tears both down.
import './nativeEsmPackages';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { createTestDatabase } from './testDatabase';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Starting PGlite takes seconds, many more on a busy CI machine: the hooks that do it get this long. */
export const APP_START_TIMEOUT_MS = 60_000;

/** `addRoutes` may add test-only routes before the app starts. */
export async function startTestApp(overrides: Partial<BuildAppOptions> = {}, addRoutes: (app: ReturnType<typeof buildApp>) => void = () => {}) {
  const database = await createTestDatabase();
  const app = buildApp({ database: database.options, publicBaseUrl: 'http://localhost:3000', ...overrides });
  addRoutes(app);
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
