/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { StartupInALaterTaskPlugin } from './startupInALaterTask';

let dir;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-later-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import { note } from './note';\nnote('entry module evaluated');\n");
  fs.writeFileSync(path.join(dir, 'note.js'), 'export function note(what) { globalThis.notes.push(what); }\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds entry.js as the entry chunk `name` with these plugins, and returns the script. */
function build(name, plugins) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { [name]: './entry.js' },
    output: { path: path.join(dir, `out-${name}-${plugins.length}`), filename: '[name].js' },
    optimization: { minimize: false },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      compiler.close(() => resolve(fs.readFileSync(path.join(dir, `out-${name}-${plugins.length}`, `${name}.js`), 'utf8')));
    }),
  );
}

/** Runs the script as a page would, with timers that run only when `runTimers` is called. */
function evaluate(script) {
  const timers = [];
  const context = { notes: [], setTimeout: (callback) => timers.push(callback) };
  context.self = context;
  vm.runInNewContext(script, context);
  return { global: context, notes: context.notes, runTimers: () => timers.splice(0).forEach((callback) => callback()) };
}

describe('the plugin that starts the shell in a task after the one that evaluates its entry script', () => {
  it('evaluating main.js leaves its entry module for a timer turn, which then runs it', async () => {
    const page = evaluate(await build('main', [new StartupInALaterTaskPlugin()]));
    expect(page.notes).toEqual([]);
    page.runTimers();
    expect(page.notes).toEqual(['entry module evaluated']);
  });

  it('with the federation runtime embedded, its modules and init wait for the timer turn too', async () => {
    const federation = new ModuleFederationPlugin({ name: 'host', remotes: {}, shared: {}, dts: false });
    const page = evaluate(await build('main', [federation, new StartupInALaterTaskPlugin()]));
    expect(page.global.__FEDERATION__).toBeUndefined();
    page.runTimers();
    expect(page.global.__FEDERATION__.__INSTANCES__.map((instance) => instance.name)).toEqual(['host']);
    expect(page.notes).toEqual(['entry module evaluated']);
  });

  it('leaves other chunks, and builds without it, starting as they are evaluated', async () => {
    expect(evaluate(await build('other', [new StartupInALaterTaskPlugin()])).notes).toEqual(['entry module evaluated']);
    expect(evaluate(await build('main', [])).notes).toEqual(['entry module evaluated']);
  });
});
