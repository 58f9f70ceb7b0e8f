// `npm run audit`, also a step of `npm test`: the production dependencies have no known vulnerability of high or
// critical severity (`npm audit --omit=dev --audit-level=high`). A registry without the audit endpoint (a mirror, or
// this project's offline CI registry) cannot answer; that is reported and the step passes, since nothing was found
// nor could be. Any other failure — an advisory, or an audit that could not run for another reason — fails.
import { spawnSync } from 'node:child_process';
import { root } from './apps.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high'], { cwd: root, encoding: 'utf8' });
const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
process.stdout.write(result.stdout ?? '');

const noAuditEndpoint =
  /audit endpoint returned an error|40[45] (Method Not Allowed|Not Found)[^\n]*advisories/i.test(output) && !/vulnerabilit(y|ies)/i.test(result.stdout ?? '');
if (result.status !== 0 && noAuditEndpoint) {
  console.log('npm audit: the registry has no audit endpoint, so nothing could be checked (see scripts/audit.mjs)');
  process.exit(0);
}
if (result.status !== 0) process.stderr.write(result.stderr ?? '');
process.exit(result.status ?? 1);
