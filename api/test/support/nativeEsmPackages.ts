// Some dependencies cannot run inside Jest's module sandbox on Node 20: typebox 1.x, content-disposition and
// cookie (inside @fastify/static and light-my-request) ship only ES modules, which Node 20 loads through
// require() (require(esm)) but Jest < Node 24.9 cannot; PGlite loads its WebAssembly with a dynamic import(),
// which Jest refuses without --experimental-vm-modules. The root jest.config.js does not transform them for the
// api project (see api/README.md, "Tests"), so hand Jest the copies Node itself loads. Jest swaps its own
// createRequire into require('node:module'), so a bare Module instance does the loading.
// Import this first in every test that loads the app or its schemas.
jest.mock('typebox', () => requireNatively('typebox'));
jest.mock('content-disposition', () => requireNatively('content-disposition'));
jest.mock('cookie', () => requireNatively('cookie'));
jest.mock('@electric-sql/pglite', () => requireNatively('@electric-sql/pglite'));

function requireNatively(id: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node's own loader, outside Jest's module registry
  const NodeModule = require('node:module');
  const loader = new NodeModule(__filename);
  loader.filename = __filename;
  loader.paths = NodeModule._nodeModulePaths(__dirname);
  return loader.require(id);
}
