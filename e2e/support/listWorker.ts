// The list worker's script as the build emits it (webpack/rules.js names a `*.worker.ts` `[name].[contenthash:8].mjs`):
// the source of a pattern, to pass into page.evaluate, where a RegExp cannot go.
export const LIST_WORKER_SCRIPT = String.raw`/listWorker\.worker\.[0-9a-f]+\.mjs$`;
