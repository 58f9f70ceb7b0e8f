// The release tool compiled as the API is (api/build.mjs): one CommonJS file, dist/release.cjs, made from src/cli.ts
// and the TypeScript it imports (its own, the API's entry points for it, shared's contracts). npm packages stay
// outside the bundle and load from node_modules. scripts/release.mjs builds it when its sources changed and runs it.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const toolDir = path.dirname(fileURLToPath(import.meta.url));
const dependenciesOf = (manifest) => Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).dependencies ?? {});

export const RELEASE_TOOL_BUNDLE = path.join(toolDir, 'dist/release.cjs');

/**
 * The API's npm packages, which the API code the tool bundles imports, load as the API loads them: from the API's
 * folder, where npm may have installed them (api/node_modules) rather than in the root's node_modules.
 */
function apiPackagesFromApiFolder(packages) {
  const escaped = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return {
    name: 'api-packages-from-api-folder',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${escaped.join('|')})(/|$)`) }, (args) => ({ path: args.path, namespace: 'api-package' }));
      build.onLoad({ filter: /.*/, namespace: 'api-package' }, (args) => ({
        contents: `module.exports = require('node:module').createRequire(require.resolve('@storefront/api/package.json'))(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

export async function buildReleaseTool() {
  const apiManifest = createRequire(path.join(toolDir, 'package.json')).resolve('@storefront/api/package.json');
  const apiPackages = dependenciesOf(apiManifest).filter((name) => !name.startsWith('@storefront/'));
  const { outputFiles } = await build({
    entryPoints: [path.join(toolDir, 'src/cli.ts')],
    outfile: RELEASE_TOOL_BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Only TypeScript of the workspace (the tool's, the API's entries for it, shared's contracts) is bundled.
    plugins: [apiPackagesFromApiFolder(apiPackages)],
    external: ['@storefront/api/package.json'],
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // Each file is written under a temporary name and renamed into place: two team commands started together may both
  // build it, and neither may run a half-written file.
  mkdirSync(path.dirname(RELEASE_TOOL_BUNDLE), { recursive: true });
  for (const file of outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildReleaseTool();
