// `npm run operator:create`, run as the real command (node --import tsx): on a PGlite data directory
// no store holds, it opens the database itself; while a store runs on that directory, it asks the store through the
// 0600 control socket inside it; with DATABASE_URL, PostgreSQL. Bad input is refused with a clear message.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { describeFailure, runOperatorCommand } from '../src/admin/operators/operatorCommand';
import { operatorSocketPath } from '../src/admin/operators/operatorSocket';
import { REPO_ROOT } from '../src/paths';
import { ADMIN, cookieOf, signInRequest } from './support/adminSession';
import { createTestDatabase } from './support/testDatabase';
import { runCommand } from './support/commandProcess';

jest.setTimeout(180_000);

const COMMAND = path.join(REPO_ROOT, 'api/src/admin/operators/operatorCommand.ts');

const operatorCreate = (args: string[], env: Record<string, string>) => runCommand(COMMAND, args, env);

let dataDir: string;
beforeEach(() => {
  // Short: a Unix socket's path must fit in about 100 bytes.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opc-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startStore = async () => {
  const app = buildApp({ database: { kind: 'pglite', dataDir } });
  await app.ready();
  return app;
};

it('creates an operator directly in a data directory no store holds, who can then sign in', async () => {
  const created = await operatorCreate(['--email', 'Boss@Example.com', '--password', 'a long enough secret', '--role', 'owner'], { DATA_DIR: dataDir });
  expect(created.stderr).toBe('');
  expect(created.code).toBe(0);
  expect(created.stdout).toBe(`Created the owner boss@example.com (through the data directory ${dataDir}). Sign in at /admin.\n`);

  const again = await operatorCreate(['--email', 'boss@example.com', '--password', 'another long secret', '--role', 'owner'], { DATA_DIR: dataDir });
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('An operator with the e-mail address boss@example.com already exists. Add --reset-password to give it a new password.');

  const app = await startStore();
  try {
    const response = await signInRequest(app, 'boss@example.com', 'a long enough secret');
    expect(response.statusCode).toBe(200);
    expect(response.json().operator).toMatchObject({ email: 'boss@example.com', role: 'owner' });
  } finally {
    await app.close();
  }
});

it("goes through the running store's 0600 socket while the store holds the data directory, and the socket goes when it stops", async () => {
  const app = await startStore();
  const socket = operatorSocketPath(dataDir);
  try {
    expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);

    const created = await operatorCreate(['--email', 'clerk@example.com', '--password', 'clerk password 1', '--role', 'staff'], { DATA_DIR: dataDir });
    expect(created.code).toBe(0);
    expect(created.stdout).toBe(`Created the staff clerk@example.com (through the store running on ${dataDir}). Sign in at /admin.\n`);
    const signedIn = await signInRequest(app, 'clerk@example.com', 'clerk password 1');
    expect(signedIn.statusCode).toBe(200);

    const reset = await operatorCreate(['--email', 'clerk@example.com', '--password', 'clerk password 2', '--reset-password'], { DATA_DIR: dataDir });
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Set a new password for clerk@example.com (staff)');
    expect((await app.inject({ url: `${ADMIN}/session`, headers: { cookie: cookieOf(signedIn) } })).statusCode).toBe(401);
    expect((await signInRequest(app, 'clerk@example.com', 'clerk password 1')).statusCode).toBe(401);
    expect((await signInRequest(app, 'clerk@example.com', 'clerk password 2')).statusCode).toBe(200);

    const refused = await operatorCreate(['--email', 'nobody@example.com', '--password', 'clerk password 2', '--reset-password'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('No operator has the e-mail address nobody@example.com.');
  } finally {
    await app.close();
  }
  expect(fs.existsSync(socket)).toBe(false);
});

it('refuses bad input with clear messages and its usage, touching nothing', async () => {
  const cases: [string[], string][] = [
    [['--email', 'a@example.com', '--password', 'short', '--role', 'owner'], 'The password must be at least 12 characters long.'],
    [['--email', 'not-an-address', '--password', 'long enough password', '--role', 'owner'], '"not-an-address" is not an e-mail address'],
    [['--email', 'a@example.com', '--password', 'long enough password'], 'Give the new operator a role: --role owner or --role staff.'],
    [['--email', 'a@example.com', '--password', 'long enough password', '--role', 'admin'], 'The role must be owner or staff, not "admin".'],
    [['--email', 'a@example.com', '--pasword', 'long enough password'], "Unknown option '--pasword'"],
  ];
  // The command itself once (its exit status and output); every case through the same function it runs, in this
  // process, as starting the command takes seconds.
  const [firstArgs, firstMessage] = cases[0];
  const result = await operatorCreate(firstArgs, { DATA_DIR: dataDir });
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain(firstMessage);
  expect(result.stderr).toContain('Usage: npm run operator:create');
  for (const [args, message] of cases) {
    const failure = await runOperatorCommand(args, { DATA_DIR: dataDir }, REPO_ROOT).then(
      (outcome) => `succeeded: ${JSON.stringify(outcome)}`,
      (error: unknown) => describeFailure(error),
    );
    expect([args.join(' '), failure]).toEqual([args.join(' '), expect.stringContaining(message)]);
    expect(failure).toContain('Usage: npm run operator:create');
  }
  expect(fs.readdirSync(dataDir)).toEqual([]);
});

(process.env.TEST_DATABASE_URL ? it : it.skip)('creates an operator on PostgreSQL with DATABASE_URL', async () => {
  const database = await createTestDatabase();
  try {
    if (database.options.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const created = await operatorCreate(['--email', 'pg@example.com', '--password', 'postgres password', '--role', 'owner'], {
      DATABASE_URL: database.options.url,
    });
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created the owner pg@example.com (through PostgreSQL (DATABASE_URL))');
    const app = buildApp({ database: database.options });
    await app.ready();
    try {
      expect((await signInRequest(app, 'pg@example.com', 'postgres password')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
});
