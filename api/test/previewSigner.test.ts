// How `npm run preview` signs its link with the store's composition key: COMPOSITION_SECRET; the key kept in a PGlite
// data directory no store holds; or, while a store holds it, that store signing through its control socket.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listenOnOperatorSocket } from '../src/admin/operators/operatorSocket';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { PreviewKeyUnavailable, previewSignerFromEnv } from '../src/releases/previewSigner';
import { namedServerSecret } from '../src/security/serverSecrets';
import { createBrowserComposition } from '../src/pageHost/browserComposition';
import { previewSignature } from '../src/pageHost/previewLink';
import { SIGN_PREVIEW_LINK_COMMAND, signPreviewLinkCommand } from '../src/pageHost/previewSocketCommand';
import { APP_START_TIMEOUT_MS } from './support/testApp';

const LINK = { remote: 'cart', release: '20261203T100000.000Z-cccccccc', expires: 1_900_000_000 };
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-signer-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('COMPOSITION_SECRET signs without opening any database', async () => {
  const secret = 'the composition secret, 32 characters or more';
  const sign = previewSignerFromEnv({ COMPOSITION_SECRET: ` ${secret} `, DATA_DIR: path.join(root, 'nothing-here') }, root);
  expect(await sign(LINK)).toBe(previewSignature(LINK, Buffer.from(secret)));
});

test('a data directory no store has run on is refused with a message', async () => {
  const sign = previewSignerFromEnv({ DATA_DIR: 'never-started' }, root);
  await expect(sign(LINK)).rejects.toThrow(PreviewKeyUnavailable);
  await expect(sign(LINK)).rejects.toThrow(`no store has run on ${path.join(root, 'never-started')} (DATA_DIR)`);
});

test(
  "the key kept in the store's PGlite directory signs, read directly or, while the store holds it, by the store",
  async () => {
    const dataDir = path.join(root, 'data');
    let handle = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(handle.db);
    const key = await namedServerSecret(handle.db, 'composition');
    await handle.close();
    const sign = previewSignerFromEnv({ DATA_DIR: dataDir }, root);
    expect(await sign(LINK)).toBe(previewSignature(LINK, key));

    // A store holds the directory now: the command asks it over its control socket.
    handle = await openDatabase({ kind: 'pglite', dataDir });
    const composition = createBrowserComposition({ db: () => handle.db, secureCookie: false });
    const asked: unknown[] = [];
    const socket = await listenOnOperatorSocket(dataDir, async (request) => {
      asked.push(request);
      const { command, ...link } = request as { command: string };
      return command === SIGN_PREVIEW_LINK_COMMAND ? signPreviewLinkCommand(composition)(link) : { ok: false, message: 'unknown' };
    });
    try {
      expect(await sign(LINK)).toBe(previewSignature(LINK, key));
      expect(asked).toEqual([{ command: SIGN_PREVIEW_LINK_COMMAND, ...LINK }]);
    } finally {
      await socket.close();
      await handle.close();
    }
  },
  APP_START_TIMEOUT_MS * 2,
);
