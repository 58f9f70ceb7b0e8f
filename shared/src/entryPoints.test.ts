/** @jest-environment node */
// The public entry points shared/package.json names. Only `@storefront/shared` itself is the Module Federation
// singleton; every other entry is bundled into each app that imports it. So a module reached through one must get the
// store and the API slice by package name: a relative import would bundle a second store, or a second API slice, into
// that app. And only the API's entry, /schemas, may run TypeBox: the others reach pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sharedDir = path.resolve(__dirname, '..');
const { exports: entryPoints } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
const moduleEntries = Object.entries(entryPoints)
  .filter(([, file]) => /\.tsx?$/.test(file))
  .map(([entry, file]) => [entry === '.' ? '@storefront/shared' : `@storefront/shared/${entry.slice(2)}`, file]);
const subpathEntries = moduleEntries.filter(([name]) => name !== '@storefront/shared');

/** Modules that hold the page's one store or API slice, or make a slice's state. */
const STATEFUL = [/[\\/]src[\\/]store[\\/]/, /[\\/]src[\\/]apiClient[\\/]/, /Slice\.ts$/];

/** The specifiers a module imports or re-exports at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = clause?.isTypeOnly || (!!named && named.length > 0 && !clause?.name && named.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** Every TypeScript module an entry reaches at run time through relative imports (the entry first), and the packages they import. */
function runtimeGraph(entry: string): { modules: string[]; packages: Set<string> } {
  const modules = new Set([entry]);
  const packages = new Set<string>();
  for (const file of modules) {
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : null;
      if (target) modules.add(target);
    }
  }
  return { modules: [...modules], packages };
}

test('every entry point names a file that exists, and none is a pattern that opens shared/src', () => {
  for (const [entry, file] of Object.entries(entryPoints)) {
    expect(`${entry} ${file}`).not.toContain('*');
    expect(existsSync(path.join(sharedDir, file))).toBe(true);
  }
});

test.each(subpathEntries)('%s reaches the store and the API slice only by package name', (_entry, file) => {
  const stateful = runtimeGraph(path.join(sharedDir, file)).modules.filter((module) => STATEFUL.some((pattern) => pattern.test(module)));
  expect(stateful.map((module) => path.relative(sharedDir, module))).toEqual([]);
});

test.each(moduleEntries.filter(([name]) => !name.startsWith('@storefront/shared/schemas')))(
  '%s runs no TypeBox (types from the schemas only)',
  (_entry, file) => {
    const { modules, packages } = runtimeGraph(path.join(sharedDir, file));
    expect([...packages].filter((name) => name === 'typebox' || name.startsWith('typebox/'))).toEqual([]);
    expect(modules.map((module) => path.relative(sharedDir, module)).filter((module) => module.startsWith('src/schemas/'))).toEqual([]);
  },
);
