// Loads the server bundles (dist/server/render.js) of the shell and the remotes. A bundle is read again when its file
// changes, so a redeployed remote renders its new screens without restarting the API.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';
import { fileVersionCache } from './fileVersionCache';
import type { PageHostDirs } from './pageHostDirs';

const bundleExports = fileVersionCache(evaluateCommonJs);

export function serverBundlePath(appDir: string): string {
  return path.join(appDir, 'server', 'render.js');
}

/** The bundle's exports, or null when the app was built without one (its pages are rendered in the browser). */
export function loadServerBundle(appDir: string): Record<string, unknown> | null {
  return bundleExports(serverBundlePath(appDir));
}

/** Loads every app's bundle ahead of the first page; one that fails to load is logged and left to the page renderer. */
export function loadServerBundles(dirs: PageHostDirs & { shellDir: string }, log: FastifyBaseLogger): void {
  for (const dir of [dirs.shellDir, ...dirs.remotes.map((remote) => remote.dir)]) {
    try {
      loadServerBundle(dir);
    } catch (error) {
      log.warn({ err: error, dir }, 'server bundle could not be loaded; its pages are rendered in the browser');
    }
  }
}

/**
 * Evaluates a CommonJS file as Node's loader does, but fresh on every call: a new version replaces the old one
 * without going through (and growing) the require cache. The bundles are self-contained; `require` serves Node's
 * built-in modules.
 */
function evaluateCommonJs(file: string): Record<string, unknown> {
  const source = fs.readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file }) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} as Record<string, unknown> };
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}
