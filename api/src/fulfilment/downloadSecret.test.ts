// The signing key: DOWNLOAD_SECRET when configured, else one generated once and shared through the database.
import '../../test/support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../security/serverSecretsTable';
import { signedToken } from './downloadToken';
import { downloadSecret } from './downloadSecret';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../../test/support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

test('is generated once, kept in the database, and the same for every caller', async () => {
  const { db } = testApp.app;
  const [first, second] = await Promise.all([downloadSecret(db, {}), downloadSecret(db, {})]);
  expect(first.length).toBe(32);
  expect(second.equals(first)).toBe(true);
  // One row of its own, beside the other signing keys (the shopper cookie's, the composition cookie's).
  expect(await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'download-links'))).toHaveLength(1);
  expect((await downloadSecret(db, {})).equals(first)).toBe(true);
});

test('DOWNLOAD_SECRET replaces it, so links signed by one key are not valid under the other', async () => {
  const { db } = testApp.app;
  const configured = await downloadSecret(db, { DOWNLOAD_SECRET: 'a-configured-secret-of-32-characters!' });
  expect(configured.toString('utf8')).toBe('a-configured-secret-of-32-characters!');
  expect(signedToken(configured, 'A'.repeat(22))).not.toBe(signedToken(await downloadSecret(db, {}), 'A'.repeat(22)));
  await expect(downloadSecret(db, { DOWNLOAD_SECRET: 'too short' })).rejects.toThrow('DOWNLOAD_SECRET must be at least 32 characters');
});
