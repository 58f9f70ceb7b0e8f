// A migrated and seeded PGlite cluster, dumped once and shared by every test file through a file in the temp
// directory: starting from it takes a fraction of creating, migrating and seeding a cluster each time.
// The file name carries a hash of everything the snapshot holds (migrations, seed data, PGlite version), so a
// change to any of them makes a new one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { generateCatalog } from '../../src/catalog/generateCatalog';
import { seedCatalog } from '../../src/catalog/seedCatalog';
import { syncListing } from '../../src/catalog/listingIndex';
import { migrate, readMigrationFiles } from '../../src/db/migrate';
import * as schema from '../../src/db/schema';

const PREFIX = 'storefront-api-pglite-';

export async function seededPgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${PREFIX}${snapshotKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);

  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    const db = drizzle({ client, schema });
    await migrate(db);
    await seedCatalog(db);
    await syncListing(db);
    const snapshot = await client.dumpDataDir('none');
    writeAtomically(file, Buffer.from(await snapshot.arrayBuffer()));
    return snapshot;
  } finally {
    await client.close();
  }
}

function snapshotKey(): string {
  // The package does not export its package.json; find it beside the entry point.
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  const pgliteVersion = fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8');
  return createHash('sha256')
    .update(pgliteVersion)
    .update(JSON.stringify(readMigrationFiles().map((migration) => migration.checksum)))
    .update(JSON.stringify(generateCatalog()))
    .digest('hex')
    .slice(0, 16);
}

/** Parallel test workers may race to write it: each writes its own file and renames it into place. */
function writeAtomically(file: string, content: Buffer): void {
  for (const stale of fs.readdirSync(path.dirname(file))) {
    if (stale.startsWith(PREFIX) && stale.endsWith('.tar') && stale !== path.basename(file)) {
      fs.rmSync(path.join(path.dirname(file), stale), { force: true });
    }
  }
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}
