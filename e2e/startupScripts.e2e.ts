// The scripts a page starts with are compiled as they stream in, off the main thread: each large one begins with V8's
// compile hint (webpack/compileHints.js, decision 0028), in every app's build, as the browser receives it.
import { expect, test } from './support/fixtures';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const STREAMED_SIZE = 20 * 1024;
/** The largest script a page may start with: React DOM's chunk is about 230 KB, the one library chunk was 373 KB. */
const LARGEST_SCRIPT = 256 * 1024;

test('every large script of a product page starts with the compile hint; small ones do not', async ({ page, url }) => {
  const bodies: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text().then((text) => [new URL(response.url()).pathname, text]));
  });
  await page.goto(url('/product-detail/341')); // resolves once the page is hydrated (support/fixtures.ts)
  const scripts = await Promise.all(bodies);
  const large = scripts.filter(([, text]) => text.length >= STREAMED_SIZE + COMPILE_HINT.length);
  // The shell's libraries and entry, and the catalogue remote's chunks.
  expect(large.map(([path]) => path)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/lib\./), expect.stringMatching(/^\/lib-react\./), expect.stringMatching(/^\/mf\/catalog\//)]),
  );
  // Decision 0032: the browser finishes each script's compilation in one main-thread task, so none is very large.
  expect(scripts.filter(([, text]) => text.length > LARGEST_SCRIPT).map(([path, text]) => `${path} ${text.length}`)).toEqual([]);
  expect(large.filter(([, text]) => !text.startsWith(COMPILE_HINT)).map(([path]) => path)).toEqual([]);
  const small = scripts.filter(([, text]) => text.length < STREAMED_SIZE);
  expect(small.filter(([, text]) => text.startsWith(COMPILE_HINT)).map(([path]) => path)).toEqual([]);
});

// Decision 0031: the federation runtime resolves each shared module in a task of its own, in the shell and in every
// remote's container (a remote's consumes go through its own runtime instance).
test('the federation runtime gives the main thread back before each shared module it resolves', async ({ page, url }) => {
  await page.goto(url('/store'));
  const plugins = await page.evaluate(() => {
    type Instance = { name: string; options: { plugins: { name: string }[] } };
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    return instances.map((instance) => [instance.name, instance.options.plugins.map((plugin) => plugin.name)] as const);
  });
  expect(plugins.length).toBeGreaterThan(0);
  for (const [, names] of plugins) expect(names).toContain('storefront-yield-before-share-loads');
});
