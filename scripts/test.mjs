// `npm test`: dependency audit, lint, format check, type check, unit and component tests, API tests, end-to-end journeys,
// then the core journeys in Firefox ESR and WebKitGTK; one summary line at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './apps.mjs';

const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

/** Jest's JSON report (--json) → its counts. */
const jestCounts = (summary) => ({
  passed: summary.numPassedTests,
  failed: summary.numFailedTests,
  skipped: summary.numPendingTests + summary.numTodoTests,
});

/**
 * Playwright's JSON report → its counts. With no retries no test is flaky (one that is counts as failed); an error
 * outside any test (the global setup, a file that does not load) counts as one failed test each.
 */
const playwrightCounts = ({ stats, errors = [] }) => ({
  passed: stats.expected,
  failed: stats.unexpected + stats.flaky + errors.length,
  skipped: stats.skipped,
});

const stepEnv = (env) => ({ ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env });
const finished = (name, status, started, ended = Date.now()) =>
  console.log(`◀ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((ended - started) / 1000).toFixed(1)} s`);

function step(name, args, { report, counts, env } = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: stepEnv(env) });
  finished(name, result.status, started);
  if (report && existsSync(report)) {
    const summary = counts(JSON.parse(readFileSync(report, 'utf8')));
    totals.passed += summary.passed;
    totals.failed += summary.failed;
    totals.skipped += summary.skipped;
  } else if (report) {
    totals.failed += 1;
  }
  if (result.status !== 0) failedSteps.push(name);
}

const jestRun = (name, extra) => {
  const report = path.join(reportDir, `${name}.json`);
  step(name, [jestBin, '--ci', '--json', `--outputFile=${report}`, ...extra], { report, counts: jestCounts });
};

/** The journeys on @playwright/test (scripts/e2e.mjs), its JSON report written where this run reads it. */
const e2eRun = (name) => {
  const report = path.join(reportDir, `${name}.json`);
  step(name, [path.join(root, 'scripts/e2e.mjs')], { report, counts: playwrightCounts, env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report } });
};

/** The core journeys in Firefox ESR and WebKitGTK (e2e/crossBrowser/run.ts), their counts written where this run reads them. */
const crossBrowserRun = (name) => {
  const report = path.join(reportDir, `${name}.json`);
  step(name, ['--import', 'tsx', path.join(root, 'e2e/crossBrowser/run.ts')], { report, counts: (counts) => counts, env: { CROSS_BROWSER_REPORT: report } });
};

step('dependency audit', [path.join(root, 'scripts/audit.mjs')]);
/**
 * Steps that each keep one core busy and read nothing another writes, run side by side; each one's output is printed
 * whole, in the order given, once all have finished (the three checks below: 56 s instead of 82 s on two cores).
 */
async function stepsSideBySide(steps) {
  const runs = steps.map(([name, args]) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: root, env: stepEnv() });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) => {
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (status) => resolve({ name, status, started, ended: Date.now(), output: Buffer.concat(output) }));
    });
  });
  for (const { name, status, started, ended, output } of await Promise.all(runs)) {
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    finished(name, status, started, ended);
    if (status !== 0) failedSteps.push(name);
  }
}

await stepsSideBySide([
  ['lint', [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.']],
  ['format check', [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level=warn', '.']],
  ['type check', [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']],
]);
// Jest's default leaves a core to itself: one worker on a two-core machine. Test files wait on I/O much of the time
// (MSW, the database, servers on 127.0.0.1), so a worker per core finishes sooner; API test files each use a database
// of their own (a PGlite in memory, or a new schema on TEST_DATABASE_URL), so they may run side by side.
const jestWorkers = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;
jestRun('unit and component tests', ['--selectProjects', 'unit', jestWorkers]);
jestRun('API tests', ['--selectProjects', 'api', jestWorkers]);
e2eRun('end-to-end tests');
crossBrowserRun('Firefox and WebKit journeys');
// Three instances behind nginx on one PostgreSQL, restarted one at a time under shopper traffic (it skips, saying why,
// where nginx is not installed; .ci/run installs it).
const multiReport = path.join(reportDir, 'multi-instance.json');
step('multi-instance test', [path.join(root, 'scripts/multiInstance.mjs'), '--report', multiReport], { report: multiReport, counts: (report) => report });

console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
