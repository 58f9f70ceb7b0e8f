// Operators for the console's journeys: created with the real command (`npm run operator:create`, through the running
// store's control socket, against the run's DATA_DIR), and signed in at /admin as an operator does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { storeDataDir } from './store';

const root = path.resolve(__dirname, '../..');

export interface OperatorAccount {
  email: string;
  password: string;
}

/** `npm run operator:create -- …` as an operator types it, against the run's store (its DATA_DIR) or another's. */
export async function createOperator(args: string[], dataDir = storeDataDir()): Promise<{ status: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', 'operator:create', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  return { status, output };
}

export async function signInOperator(page: Page, account: OperatorAccount): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}
