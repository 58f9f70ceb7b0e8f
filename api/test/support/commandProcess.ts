// Runs one of the API's commands as an operator would (node --import tsx <file> …args) with the test's
// environment, and without the DATABASE_URL of the run: each test says which database the command is to use.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../../src/paths';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCommand(command: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', command, ...args], { cwd: REPO_ROOT, env: { ...inherited, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
