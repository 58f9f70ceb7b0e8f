// The API's module boundaries as two ESLint rules (decision 0071), switched on in eslint.config.mjs:
// - no-sql-in-routes: a *Routes.ts file validates, calls its module's service and answers; it builds no query.
// - own-tables-only: a module imports only its own tables file; db/schema.ts, every table at once, is the database
//   layer's alone.
const path = require('node:path');

/** The query builders of a Drizzle database or transaction. */
const QUERY_METHODS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'with', '$with', '$count']);
/** Names a database handle or open transaction goes by in this code base. */
const HANDLE_NAMES = new Set(['db', 'tx', 'trx', 'database']);
const DRIVERS = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;
/** The database layer's own files that hand out tables or raw rows. */
const DATABASE_INTERNALS = new Set(['db/schema', 'db/rowsOf', 'db/openDatabase']);

/** Where a file sits in api/src: its module (first folder) and its path without extension, or null outside api/src. */
function placeOf(file) {
  const normal = file.split(path.sep).join('/');
  const at = normal.lastIndexOf('/api/src/');
  if (at === -1) return null;
  const inSrc = normal.slice(at + '/api/src/'.length).replace(/\.(ts|tsx|js|mjs|cjs)$/, '');
  const parts = inSrc.split('/');
  return { module: parts.length > 1 ? parts[0] : '', inSrc };
}

/** The place a relative import resolves to, or null for a package. */
function importedPlace(context, source) {
  if (!source.startsWith('.')) return null;
  return placeOf(path.resolve(path.dirname(context.filename), source));
}

const isTablesFile = (place) => /(^|\/)[a-z][A-Za-z]*Tables?$/.test(place.inSrc);

/** True when the import or export brings in types only (`import type`, or every specifier `type`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');
}

/** Every `import … from`, `export … from` and `export * from` with its source. */
function eachModuleReference(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit };
}

const noSqlInRoutes = {
  meta: {
    type: 'problem',
    docs: { description: "Route files validate, call their module's service and answer: no SQL, no tables, no query builder (decision 0071)." },
    schema: [],
    messages: {
      driver: "A route file does not import '{{source}}': move the query into its module's service (decision 0071).",
      tables: "A route file does not import '{{source}}': ask the module's service instead of reading tables (decision 0071).",
      query: "A route file does not build queries (`.{{method}}()` on a database handle): move it into its module's service (decision 0071).",
      sql: 'A route file writes no SQL: move the `sql` template into its module (decision 0071).',
    },
  },
  create(context) {
    return {
      ...eachModuleReference((node, source) => {
        if (DRIVERS.test(source)) return context.report({ node, messageId: 'driver', data: { source } });
        const place = importedPlace(context, source);
        if (place && (isTablesFile(place) || DATABASE_INTERNALS.has(place.inSrc))) context.report({ node, messageId: 'tables', data: { source } });
      }),
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !QUERY_METHODS.has(callee.property.name)) return;
        const handle = callee.object;
        const isHandle =
          (handle.type === 'Identifier' && HANDLE_NAMES.has(handle.name)) ||
          (handle.type === 'MemberExpression' && !handle.computed && handle.property.name === 'db');
        if (isHandle) context.report({ node, messageId: 'query', data: { method: callee.property.name } });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql') context.report({ node, messageId: 'sql' });
      },
    };
  },
};

const ownTablesOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports only its own tables file, and only the database layer imports db/schema.ts (decision 0071).' },
    schema: [],
    messages: {
      otherModule:
        "The {{module}} module does not import the {{owner}} module's tables ('{{source}}'): call a function of the {{owner}} module (decision 0071).",
      aggregate: 'Only the database layer imports db/schema.ts: import the tables of your own module from its tables file (decision 0071).',
    },
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here) return {};
    return eachModuleReference((node, source) => {
      const place = importedPlace(context, source);
      if (!place) return;
      if (place.inSrc === 'db/schema') {
        if (here.module !== 'db') context.report({ node, messageId: 'aggregate' });
        return;
      }
      // A type cannot query: shapes may be shared, tables may not. db/schema.ts gathers every module's tables.
      if (here.inSrc === 'db/schema') return;
      if (isTablesFile(place) && place.module !== here.module && !typeOnly(node))
        context.report({ node, messageId: 'otherModule', data: { module: here.module || 'api', owner: place.module, source } });
    });
  },
};

module.exports = {
  meta: { name: 'api-modules' },
  rules: { 'no-sql-in-routes': noSqlInRoutes, 'own-tables-only': ownTablesOnly },
};
