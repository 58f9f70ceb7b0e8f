// `npm run operator:create -- --email you@example.com --password '…' --role owner [--reset-password]`
// With DATABASE_URL it opens PostgreSQL. Otherwise it opens the PGlite data directory (DATA_DIR, default ./data)
// itself — or, when a running store holds that directory, asks the store through its control socket
// (operatorSocket.ts). Either way the same createOperator() does the work.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../../db/dataDirLock';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/openDatabase';
import type { DatabaseOptions } from '../../db/types';
import { type OperatorInput, type OperatorOutcome, OperatorInputError, createOperator, operatorInputProblems } from './createOperator';
import { askOperatorSocket, operatorSocketPath } from './operatorSocket';
import { CREATE_OPERATOR_COMMAND } from './operatorSocketPlugin';

const USAGE = `Usage: npm run operator:create -- --email you@example.com --password 'at least 12 characters' --role owner|staff [--reset-password]

  --reset-password   give an existing operator a new password (also unlocks it and ends its sessions); --role then changes its role
Uses DATABASE_URL when set, otherwise the PGlite data directory DATA_DIR (default ./data), through the running store if there is one.`;

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        'reset-password': { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
  } catch (error) {
    // An unknown option or an option without its value: the input is at fault, so the usage follows the message.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_')) throw new OperatorInputError((error as Error).message);
    throw error;
  }
}

function readInput(argv: string[]): OperatorInput {
  const { values } = parseOptions(argv);
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return { email: values.email ?? '', password: values.password ?? '', role: values.role, resetPassword: values['reset-password'] ?? false };
}

async function directly(database: DatabaseOptions, input: OperatorInput): Promise<OperatorOutcome> {
  const handle = await openDatabase(database);
  try {
    // The store may never have started on this database: its tables come first.
    await migrate(handle.db);
    return await createOperator(handle.db, input);
  } finally {
    await handle.close();
  }
}

async function throughRunningStore(dataDir: string, input: OperatorInput): Promise<OperatorOutcome> {
  let answer: Record<string, unknown>;
  try {
    answer = await askOperatorSocket(operatorSocketPath(dataDir), { command: CREATE_OPERATOR_COMMAND, ...input });
  } catch (error) {
    throw new Error(
      `A store is running on ${dataDir}, but its control socket did not answer (${error instanceof Error ? error.message : String(error)}). ` +
        'Stop the store and run this command again.',
    );
  }
  if (answer.ok !== true) throw new OperatorInputError(String(answer.message));
  return answer as unknown as OperatorOutcome;
}

export async function runOperatorCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ outcome: OperatorOutcome; via: string }> {
  const input = readInput(argv);
  const problems = operatorInputProblems(input);
  if (problems.length > 0) throw new OperatorInputError(problems.join('\n'));
  if (env.DATABASE_URL) return { outcome: await directly({ kind: 'postgres', url: env.DATABASE_URL }, input), via: 'PostgreSQL (DATABASE_URL)' };
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  try {
    return { outcome: await directly({ kind: 'pglite', dataDir }, input), via: `the data directory ${dataDir}` };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { outcome: await throughRunningStore(dataDir, input), via: `the store running on ${dataDir}` };
  }
}

export function describeOutcome({ outcome, via }: { outcome: OperatorOutcome; via: string }): string {
  const { email, role } = outcome.operator;
  return outcome.action === 'created'
    ? `Created the ${role} ${email} (through ${via}). Sign in at /admin.`
    : `Set a new password for ${email} (${role}) through ${via}; the account is unlocked and its sessions were ended.`;
}

/** What the command prints when it fails: the reason, and the usage too when the input was at fault. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof OperatorInputError ? `${message}\n\n${USAGE}` : message;
}

if (require.main === module) {
  runOperatorCommand(process.argv.slice(2), process.env, process.cwd()).then(
    (result) => {
      console.log(describeOutcome(result));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(describeFailure(error));
      process.exit(1);
    },
  );
}
