#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of the decision records with each one's status, from the records
// themselves: the title is the first heading, the status a "**Status: …**" line near the top (accepted without one).
// `--check` (part of `npm run lint`) fails when the index is not what the records say.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOrCheck } from './writtenPage.mjs';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const INDEX = path.join(DIR, 'README.md');

function record(file) {
  const text = fs.readFileSync(path.join(DIR, file), 'utf8');
  const heading = /^# (\d{4}) — (.+)$/m.exec(text);
  if (!heading) throw new Error(`${file}: the first heading must read "# NNNN — Title"`);
  const status = /^\*\*Status: (.+?)\*\*/m.exec(text.split('\n').slice(0, 6).join('\n'));
  // Links in a status point at files beside the record, as they do from the index.
  return { file, number: heading[1], title: heading[2], status: status ? status[1] : 'accepted' };
}

export function decisionIndex() {
  const records = fs
    .readdirSync(DIR)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map(record);
  const rows = records.map(({ file, number, title, status }) => `| [${number}](${file}) | ${title.replace(/\|/g, '\\|')} | ${status} |`);
  return [
    '# Decisions',
    '',
    'Why the store is built as it is, one record per decision. Written by `node scripts/decisionIndex.mjs` from the',
    "records' first heading and their status line; `npm run lint` checks it. The store's departures from the spec are in",
    'one list: [departures.md](departures.md).',
    '',
    '| # | decision | status |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeOrCheck(INDEX, decisionIndex(), 'node scripts/decisionIndex.mjs');
