// `node bench/firstLoadJs.mjs [path …]`: the first-load JavaScript (gzip) of pages of the built store, measured as
// `npm run bench` measures it (bench/pageWeight.mjs) without the rest of the bench. Build first (`npm run build`).
import { createRequire } from 'node:module';
import { measurePage } from './pageWeight.mjs';
import { BUDGETS } from './budgets.mjs';
import { BENCH_STORE_ENV } from './storeEnv.mjs';

const require = createRequire(import.meta.url);
const { startStore } = require('../scripts/storeProcess.cjs');

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const store = await startStore({ env: BENCH_STORE_ENV, stdio: 'ignore' });
try {
  for (const path of paths) {
    const { jsGzipBytes, jsGzipBytesByOwner } = await measurePage(store.baseUrl, path);
    console.log(`${path}: ${jsGzipBytes} bytes gzip (${(jsGzipBytes / 1024).toFixed(2)} KB)`, jsGzipBytesByOwner);
  }
  console.log(`home budget: ${BUDGETS.homeFirstLoadJsGzipMaxBytes} bytes`);
} finally {
  await store.stop();
}
