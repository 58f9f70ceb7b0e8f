import { ModuleFederation } from '@module-federation/runtime-core';
import yieldBeforeShareLoads from './yieldBeforeShareLoads';

const hooks = yieldBeforeShareLoads();

/** Every microtask of the current task has run: a hook that did not give the thread back would be done by now. */
async function drainMicrotasks() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

/**
 * Loads `id` through the runtime, calling `nextTask` at each timer turn that runs while the load goes on (each is one
 * more task), and returns what the load gave.
 */
async function loadTaskByTask(federation, id, nextTask) {
  const loading = federation.loadRemote(id);
  let done = false;
  const finish = () => (done = true);
  loading.then(finish, finish);
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    nextTask();
  }
  return loading;
}

describe('the runtime plugin that cuts the federation runtime into tasks', () => {
  it.each(['beforeLoadShare', 'beforeInitRemote', 'beforeExecuteFactory', 'beforePreloadRemote', 'generatePreloadAssets'])(
    '%s lets the runtime go on, with the same arguments, only in a later task',
    async (hook) => {
      const args = { id: 'catalog/routes' };
      let resolved = false;
      const resumed = hooks[hook](args).then((result) => {
        resolved = true;
        return result;
      });
      await drainMicrotasks();
      expect(resolved).toBe(false);
      expect(await resumed).toBe(args);
    },
  );

  it('in the real runtime, initialises a loaded remote and evaluates its module each in a task after the one before', async () => {
    const steps = [];
    let task = 0;
    const container = {
      init: async () => steps.push(['init', task]),
      get: async () => {
        steps.push(['get', task]);
        return () => {
          steps.push(['factory', task]);
          return { screens: {} };
        };
      },
    };
    // Stands in for the remote entry's script: the runtime receives the container as from its load event.
    const entryFromTest = {
      name: 'entry-from-test',
      loadEntry: async () => {
        steps.push(['entry', task]);
        return container;
      },
    };
    const federation = new ModuleFederation({
      name: 'shell',
      remotes: [{ name: 'catalog', entry: 'http://127.0.0.1/remoteEntry.js' }],
      plugins: [entryFromTest, hooks],
    });
    expect(await loadTaskByTask(federation, 'catalog/routes', () => (task += 1))).toEqual({ screens: {} });
    const taskOf = (name) => steps.find(([step]) => step === name)[1];
    expect(taskOf('init')).toBeGreaterThan(taskOf('entry'));
    expect(taskOf('factory')).toBeGreaterThan(taskOf('get'));
  });

  it("in the real runtime, reads a remote's manifest, works out its module's assets and starts their downloads in separate tasks", async () => {
    const steps = [];
    let task = 0;
    const manifest = {
      id: 'catalog',
      name: 'catalog',
      metaData: {
        name: 'catalog',
        type: 'app',
        buildInfo: { buildVersion: '1.0.0', buildName: '@storefront/mf-catalog' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        types: { path: '', name: '', zip: '', api: '' },
        globalName: 'catalog',
        pluginVersion: '2.9.2',
        publicPath: 'auto',
      },
      shared: [],
      remotes: [],
      exposes: [{ id: 'catalog:routes', name: 'routes', path: './routes', assets: { js: { sync: ['routes.1.js'], async: [] }, css: { sync: [], async: [] } } }],
    };
    const container = { init: async () => {}, get: async () => () => ({ screens: {} }) };
    // Stands in for the network: the manifest from fetch, the container from the remote entry's script.
    const network = {
      name: 'network-from-test',
      fetch: async () => {
        steps.push(['manifest', task]);
        return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } });
      },
      loadEntry: async () => container,
    };
    const appendChild = jest.spyOn(globalThis.document.head, 'appendChild').mockImplementation((element) => {
      if (element.getAttribute('href')?.endsWith('routes.1.js') || element.getAttribute('src')?.endsWith('routes.1.js')) steps.push(['preload', task]);
      return element;
    });
    const federation = new ModuleFederation({
      name: 'shell',
      remotes: [{ name: 'catalog', entry: 'http://127.0.0.1/mf/catalog/mf-manifest.json' }],
      plugins: [network, hooks],
    });
    const loaded = await loadTaskByTask(federation, 'catalog/routes', () => (task += 1)).finally(() => appendChild.mockRestore());
    expect(loaded).toEqual({ screens: {} });
    const taskOf = (name) => steps.find(([step]) => step === name)?.[1];
    expect(taskOf('preload')).toBeGreaterThan(taskOf('manifest') + 1);
  });
});
