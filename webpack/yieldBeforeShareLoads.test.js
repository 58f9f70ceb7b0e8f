import yieldBeforeShareLoads from './yieldBeforeShareLoads';

const { beforeLoadShare } = yieldBeforeShareLoads();

describe('the runtime plugin that yields before each shared module load', () => {
  it('lets the runtime go on, with the same arguments, only in a later task', async () => {
    const args = { pkgName: 'react' };
    let resolved = false;
    const resumed = beforeLoadShare(args).then((result) => {
      resolved = true;
      return result;
    });
    // Every microtask of the current task has run: a hook that did not give the thread back would be done by now.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    expect(await resumed).toBe(args);
  });
});
