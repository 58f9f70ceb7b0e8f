// How long the API takes from process start to its first answer, compiled (api/dist/server.cjs, what `npm start`
// runs) against its TypeScript run through tsx, interleaved in one run; each start has a fresh database (migrations
// and the seeded catalogue included) and draws no pictures.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startStore } = require('../scripts/storeProcess.cjs');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function apiStartTimes(runs = 3) {
  const compiled = [];
  const fromSource = [];
  for (let i = 0; i < runs; i += 1) {
    for (const [list, options] of [
      [compiled, {}],
      [fromSource, { fromSource: true }],
    ]) {
      const store = await startStore({ ...options, stdio: 'ignore', env: { PREPARE_PICTURES: 'off' } });
      list.push(store.startMs);
      await store.stop();
    }
  }
  return { compiledMs: median(compiled), fromSourceMs: median(fromSource), ratio: median(compiled) / median(fromSource) };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(await apiStartTimes(Number(process.argv[2] || 3)));
}
