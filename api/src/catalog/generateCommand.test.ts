// `npm run catalog:generate`: bad --products refused with one line and exit code 1 (the real command, once), a store
// holding the PGlite data directory refused with what to do, and a run into a database, then the same run again.
import '../../test/support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../test/support/testDatabase';
import { acquireDataDirLock } from '../db/dataDirLock';
import { REPO_ROOT } from '../paths';
import { GenerateInputError, describeResult, readProductsOption, runGenerateCommand } from './generateCommand';
import { runCommand } from '../../test/support/commandProcess';

jest.setTimeout(120_000);

const COMMAND = path.join(REPO_ROOT, 'api/src/catalog/generateCommand.ts');

const catalogGenerate = (args: string[], env: Record<string, string>) => runCommand(COMMAND, args, env);

const temporaryDirs: string[] = [];
const temporaryDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-generate-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(() => temporaryDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('--products', () => {
  it.each([
    [[], '--products <n> is required'],
    [['--products'], 'argument missing'],
    [['--products', 'many'], '--products must be a whole number from 364 (the seed) to 1,000,000, got "many"'],
    [['--products', '100'], 'got "100"'],
    [['--products', '2000000'], 'got "2000000"'],
    [['--products', '-5'], "Option '--products' argument is ambiguous (see --help)"],
    [['--products=-5'], 'must be a whole number'],
    [['--products', '1000.5'], 'got "1000.5"'],
    [['--products', '1000', '--size', 'big'], "Unknown option '--size'"],
  ])('%j is refused', (argv, message) => {
    expect(() => readProductsOption(argv)).toThrow(GenerateInputError);
    expect(() => readProductsOption(argv)).toThrow(message);
  });

  it('takes 364 to 1,000,000, with or without thousands separators', () => {
    expect(readProductsOption(['--products', '364'])).toBe(364);
    expect(readProductsOption(['--products', '100000'])).toBe(100_000);
    expect(readProductsOption(['--products=100,000'])).toBe(100_000);
    expect(readProductsOption(['--products', '1_000_000'])).toBe(1_000_000);
    expect(readProductsOption(['--help'])).toBeNull();
  });

  it('exits with 1 and one line on bad input, before touching any database', async () => {
    const dataDir = temporaryDir();
    const result = await catalogGenerate(['--products', '12'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('--products must be a whole number from 364 (the seed) to 1,000,000, got "12"\n');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

it('refuses while a store holds the PGlite data directory, saying to stop it or use DATABASE_URL', async () => {
  const dataDir = temporaryDir();
  const lock = acquireDataDirLock(dataDir); // what a running store holds
  try {
    const refused = runGenerateCommand(['--products', '1000'], { DATA_DIR: dataDir }, REPO_ROOT, () => {});
    await expect(refused).rejects.toThrow(GenerateInputError);
    await expect(runGenerateCommand(['--products', '1000'], { DATA_DIR: dataDir }, REPO_ROOT, () => {})).rejects.toThrow(
      `A store (pid ${process.pid}) is using the data directory ${dataDir}: stop the store first and run this again, or generate into PostgreSQL with DATABASE_URL.`,
    );
  } finally {
    lock.release();
  }
});

it('fills the configured database and says so; the same run again adds nothing', async () => {
  // PostgreSQL when the tests run against it, else a PGlite data directory as `npm start` uses.
  const database = await createTestDatabase();
  const env: Record<string, string> = database.options.kind === 'postgres' ? { DATABASE_URL: database.options.url } : { DATA_DIR: temporaryDir() };
  try {
    const lines: string[] = [];
    const result = await runGenerateCommand(['--products', '500'], env, REPO_ROOT, (line) => lines.push(line));
    expect(result!.outcome).toMatchObject({ before: 364, after: 500, added: 136 });
    expect(lines).toEqual([`A catalogue of 500 products in ${result!.into}: 364 there, 136 to add.`]);
    expect(describeResult(result!)).toMatch(/^Added 136 products in \d+\.\d s; the catalogue holds 500 products\.$/);

    const again = await runGenerateCommand(['--products', '500'], env, REPO_ROOT, () => {});
    expect(again!.outcome.added).toBe(0);
    expect(describeResult(again!)).toMatch(/^The catalogue already holds 500 products: nothing to add/);
  } finally {
    await database.drop();
  }
});
