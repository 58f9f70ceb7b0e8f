// `npm test`: dependency audit, lint, format check, type check, unit and component tests, API tests, then end-to-end journeys; one summary line at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './apps.mjs';

const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function step(name, args, { report } = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  console.log(`◀ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (report && existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
  } else if (report) {
    totals.failed += 1;
  }
  if (result.status !== 0) failedSteps.push(name);
}

const jestRun = (name, extra) => {
  const report = path.join(reportDir, `${name}.json`);
  step(name, [jestBin, '--ci', '--json', `--outputFile=${report}`, ...extra], { report });
};

step('dependency audit', [path.join(root, 'scripts/audit.mjs')]);
step('lint', [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.']);
step('format check', [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level=warn', '.']);
step('type check', [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
jestRun('unit and component tests', ['--selectProjects', 'unit']);
jestRun('API tests', ['--selectProjects', 'api', '--runInBand']);
jestRun('end-to-end tests', ['--config', 'e2e/jest.config.js', '--runInBand']);

console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
