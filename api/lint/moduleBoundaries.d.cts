// Types for moduleBoundaries.cjs, so its TypeScript test can load it.
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export = plugin;
