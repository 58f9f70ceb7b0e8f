// docs/api-routes.md lists every HTTP route the API serves with the file that registers it, so a reader goes from an
// API path to its code in one step. This test builds the app, records each route as it is registered (the file is
// the first of the API's own frames in the registering call's stack) and compares the page with what the code says.
// `UPDATE_API_ROUTES=1 npx jest --selectProjects api --testPathPatterns apiRouteIndex` rewrites the page.
import fs from 'node:fs';
import path from 'node:path';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const ROOT = path.join(__dirname, '..', '..');
const PAGE = path.join(ROOT, 'docs', 'api-routes.md');
const routes: { method: string; url: string; file: string }[] = [];
let testApp: TestApp;

function registeringFile(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const file = /\(?((?:\/|[A-Z]:\\)[^():]+\.ts):\d+:\d+\)?$/.exec(line.trim())?.[1];
    if (file && file.includes(`${path.sep}api${path.sep}src${path.sep}`) && !file.includes('node_modules'))
      return path.relative(ROOT, file).split(path.sep).join('/');
  }
  // A route a library registers (the CORS preflight): the library.
  const library = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*node_modules)/.exec(
    (stack ?? '')
      .split('\n')
      .slice(1)
      .find((line) => line.includes('node_modules') && !/node_modules[\\/](fastify|avvio|light-my-request)[\\/]/.test(line)) ?? '',
  );
  return library ? `npm:${library[1].replace(/\\/g, '/')}` : '(not found)';
}

beforeAll(async () => {
  testApp = await startTestApp({}, (app) => {
    app.addHook('onRoute', (route) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const stack = new Error().stack;
      Error.stackTraceLimit = limit;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods) routes.push({ method, url: route.url, file: registeringFile(stack) });
    });
  });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

function page(): string {
  const rows = [...routes]
    .filter((route) => route.url.startsWith('/'))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map(
      (route) =>
        `| ${route.method} | \`${route.url}\` | ${route.file.startsWith('npm:') ? `the ${route.file.slice(4)} package` : `[${route.file}](../${route.file})`} |`,
    );
  return [
    '# Where each API route is',
    '',
    'Every route the API serves (as built by the tests: the development mailbox and other routes that depend on',
    'settings may be missing), with the file that registers it. Written and checked by',
    '`api/test/apiRouteIndex.test.ts`; `UPDATE_API_ROUTES=1 npx jest --selectProjects api --testPathPatterns apiRouteIndex`',
    'rewrites it. The pages and overlays are in [routes.md](routes.md).',
    '',
    '| method | path | registered in |',
    '|---|---|---|',
    ...new Set(rows),
    '',
  ].join('\n');
}

it('docs/api-routes.md lists every route with the file that registers it', () => {
  const wanted = page();
  expect(routes.length).toBeGreaterThan(50);
  expect(routes.filter((route) => route.file === '(not found)')).toEqual([]);
  if (process.env.UPDATE_API_ROUTES === '1') fs.writeFileSync(PAGE, wanted);
  const current = fs.existsSync(PAGE) ? fs.readFileSync(PAGE, 'utf8') : '';
  if (current !== wanted)
    throw new Error('docs/api-routes.md is out of date: run `UPDATE_API_ROUTES=1 npx jest --selectProjects api --testPathPatterns apiRouteIndex`.');
});
