// A docs page a script writes from the code: written when run, compared when run with `--check` (part of
// `npm run lint`), which fails with the command that brings it up to date.
import fs from 'node:fs';
import path from 'node:path';

export function writeOrCheck(file, wanted, command) {
  if (!process.argv.includes('--check')) {
    fs.writeFileSync(file, wanted);
    return;
  }
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== wanted) {
    console.error(`${path.relative(process.cwd(), file)} is out of date: run \`${command}\`.`);
    process.exit(1);
  }
}
