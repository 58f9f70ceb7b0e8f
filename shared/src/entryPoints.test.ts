/** @jest-environment node */
// The public entry points shared/package.json names. Only `@storefront/shared` itself is the Module Federation
// singleton; every other entry is bundled into each app that imports it. So a module reached through one must get the
// store and the API slice by package name: a relative import would bundle a second store, or a second API slice, into
// that app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sharedDir = path.resolve(__dirname, '..');
const { exports: entryPoints } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
const subpathEntries = Object.entries(entryPoints)
  .filter(([entry, file]) => entry !== '.' && /\.tsx?$/.test(file))
  .map(([entry, file]) => [`@storefront/shared/${entry.slice(2)}`, file]);

/** Modules that hold the page's one store or API slice, or make a slice's state. */
const STATEFUL = [/[\\/]src[\\/]store[\\/]/, /[\\/]src[\\/]api[\\/]/, /Slice\.ts$/];

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

/** Every TypeScript module an entry reaches through relative imports, the entry first. */
function relativeGraph(entry: string): string[] {
  const seen = new Set([entry]);
  for (const file of seen) {
    for (const specifier of runtimeImports(file)) {
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : null;
      if (target) seen.add(target);
    }
  }
  return [...seen];
}

test('every entry point names a file that exists, and none is a pattern that opens shared/src', () => {
  for (const [entry, file] of Object.entries(entryPoints)) {
    expect(`${entry} ${file}`).not.toContain('*');
    expect(existsSync(path.join(sharedDir, file))).toBe(true);
  }
});

test.each(subpathEntries)('%s reaches the store and the API slice only by package name', (_entry, file) => {
  const stateful = relativeGraph(path.join(sharedDir, file)).filter((module) => STATEFUL.some((pattern) => pattern.test(module)));
  expect(stateful.map((module) => path.relative(sharedDir, module))).toEqual([]);
});
