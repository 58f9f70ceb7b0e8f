// `npm run catalog:generate -- --products 100000`: fills the store's database (DATABASE_URL, else the PGlite data
// directory DATA_DIR, default ./data — as the server picks it) with a generated catalogue of that many products in
// all: the seed's 364, then generated ones (largeCatalog.ts) in batches (fillCatalog.ts). Run again with the same
// number it changes nothing; with a larger one it adds the missing products; with a smaller one it refuses.
import { parseArgs } from 'node:util';
import { databaseFromEnv } from '../config/serverConfig';
import { DataDirLockedError } from '../db/dataDirLock';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import type { DatabaseHandle } from '../db/types';
import { fillCatalog, type FillOutcome, type FillProgress, productTotalProblem } from './fillCatalog';

const USAGE = `Usage: npm run catalog:generate -- --products <n>

  --products <n>   how many products the catalogue holds in all, from 364 (the seed alone) to 1,000,000
Uses DATABASE_URL when set, otherwise the PGlite data directory DATA_DIR (default ./data); a store running on that
directory must be stopped first.`;

/** Refused input: the command prints the message and exits with 1. */
export class GenerateInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerateInputError';
  }
}

const formatted = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The number of products asked for, or null for --help. */
export function readProductsOption(argv: string[]): number | null {
  let values: { products?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: { products: { type: 'string' }, help: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_'))
      throw new GenerateInputError(`${(error as Error).message.split('\n')[0].replace(/\.$/, '')} (see --help)`);
    throw error;
  }
  if (values.help) return null;
  if (values.products === undefined)
    throw new GenerateInputError('--products <n> is required: how many products the catalogue should hold, e.g. --products 100000');
  const text = values.products.trim().replace(/[_,]/g, '');
  const total = /^\d+$/.test(text) ? Number(text) : NaN;
  const problem = productTotalProblem(total);
  if (problem) throw new GenerateInputError(`--products ${problem}, got "${values.products}"`);
  return total;
}

export interface GenerateResult {
  outcome: FillOutcome;
  /** Where the products went: "PostgreSQL (DATABASE_URL)" or "the data directory …". */
  into: string;
}

export async function runGenerateCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  print: (line: string) => void = console.log,
): Promise<GenerateResult | null> {
  const total = readProductsOption(argv);
  if (total === null) {
    print(USAGE);
    return null;
  }
  const database = databaseFromEnv(env, cwd);
  const into = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the data directory ${database.dataDir}`;

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(database);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // PGlite takes one process per data directory: the store's, while it runs.
    const owner = /\(pid (\d+)\)/.exec(error.message)?.[1];
    throw new GenerateInputError(
      `A store${owner ? ` (pid ${owner})` : ''} is using ${into}: stop the store first and run this again, or generate into PostgreSQL with DATABASE_URL.`,
    );
  }
  try {
    // The store may never have started on this database: its tables come first.
    await migrate(handle.db);
    const outcome = await fillCatalog(handle.db, total, {
      onStart: ({ before, toAdd }) => {
        if (toAdd > 0) print(`A catalogue of ${formatted(total)} products in ${into}: ${formatted(before)} there, ${formatted(toAdd)} to add.`);
      },
      onProgress: ({ added, toAdd, elapsedMs }: FillProgress) => print(`  ${formatted(added)} of ${formatted(toAdd)} products added (${seconds(elapsedMs)})`),
    });
    return { outcome, into };
  } finally {
    await handle.close();
  }
}

export function describeResult({ outcome }: GenerateResult): string {
  if (outcome.added === 0) return `The catalogue already holds ${formatted(outcome.after)} products: nothing to add (${seconds(outcome.elapsedMs)}).`;
  return `Added ${formatted(outcome.added)} products in ${seconds(outcome.elapsedMs)}; the catalogue holds ${formatted(outcome.after)} products.`;
}

if (require.main === module) {
  runGenerateCommand(process.argv.slice(2), process.env, process.cwd()).then(
    (result) => {
      if (result) console.log(describeResult(result));
      process.exit(0);
    },
    (error: unknown) => {
      // One line: the reason (the usage is --help's).
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
