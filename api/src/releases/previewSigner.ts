// How `npm run preview -w mf-<name>` (the release tool) signs its link with the key the store signs compositions with: COMPOSITION_SECRET
// when set; else the key kept in the store's database — read from PostgreSQL (DATABASE_URL) or from the PGlite data
// directory, or, while a store holds that directory, signed by that store through its control socket. Nothing is
// migrated here: a database no store has started on is refused, and the command says so.
import fs from 'node:fs';
import path from 'node:path';
import { askOperatorSocket, operatorSocketPath } from '../admin/operators/operatorSocket';
import { compositionSecretFrom, databaseFromEnv } from '../config/serverConfig';
import { DataDirLockedError } from '../db/dataDirLock';
import { openDatabase } from '../db/openDatabase';
import type { DatabaseOptions } from '../db/types';
import { namedServerSecret } from '../security/serverSecrets';
import { type PreviewLink, previewSignature } from '../pageHost/previewLink';
import { SIGN_PREVIEW_LINK_COMMAND } from '../pageHost/previewSocketCommand';

export type PreviewSigner = (link: PreviewLink) => Promise<string>;

/** The key cannot be had; the message says why and what to do, and the command prints it as it is. */
export class PreviewKeyUnavailable extends Error {}

export function previewSignerFromEnv(env: NodeJS.ProcessEnv, cwd: string): PreviewSigner {
  const configured = compositionSecretFrom(env.COMPOSITION_SECRET);
  if (configured) return async (link) => previewSignature(link, Buffer.from(configured, 'utf8'));
  const database = databaseFromEnv(env, cwd);
  return async (link) => {
    if (database.kind === 'pglite' && database.dataDir && !fs.existsSync(path.join(database.dataDir, 'pglite'))) {
      throw new PreviewKeyUnavailable(
        `no store has run on ${database.dataDir} (DATA_DIR): start it once (npm start), or set COMPOSITION_SECRET, to sign a preview link.`,
      );
    }
    try {
      return previewSignature(link, await keyFromDatabase(database));
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || database.kind !== 'pglite' || !database.dataDir) throw error;
      return signedByRunningStore(database.dataDir, link);
    }
  };
}

async function keyFromDatabase(database: DatabaseOptions): Promise<Buffer> {
  const handle = await openDatabase(database);
  try {
    return await namedServerSecret(handle.db, 'composition');
  } catch (error) {
    throw new PreviewKeyUnavailable(
      `cannot read the store's composition key from its database (${error instanceof Error ? error.message : String(error)}); start the store once on it, or set COMPOSITION_SECRET.`,
    );
  } finally {
    await handle.close();
  }
}

async function signedByRunningStore(dataDir: string, link: PreviewLink): Promise<string> {
  let answer: Record<string, unknown>;
  try {
    answer = await askOperatorSocket(operatorSocketPath(dataDir), { command: SIGN_PREVIEW_LINK_COMMAND, ...link });
  } catch (error) {
    throw new PreviewKeyUnavailable(
      `a store is running on ${dataDir}, but its control socket did not answer (${error instanceof Error ? error.message : String(error)}); set COMPOSITION_SECRET to the store's, or stop the store, and try again.`,
    );
  }
  if (answer.ok !== true || typeof answer.signature !== 'string')
    throw new PreviewKeyUnavailable(`the store refused to sign the preview link: ${String(answer.message)}`);
  return answer.signature;
}
