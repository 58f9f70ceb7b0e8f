import { delay, http } from 'msw';
import { SHARED_VERSION } from '@storefront/shared/contracts';
import { expectConsoleError, server } from '@storefront/shared/testing';
import remoteFailurePlugin, { isRemoteUnavailable } from './remoteFailurePlugin';
import { countRetry } from './remoteAttempts';
import { setRemoteTimeout } from './remoteTimeout';

const plugin = remoteFailurePlugin();
type Hook<K extends keyof typeof plugin> = NonNullable<(typeof plugin)[K]> extends (...args: infer A) => infer R ? (...args: A) => R : never;
const hook = <K extends keyof typeof plugin>(name: K) => plugin[name] as unknown as Hook<K>;
const remoteInfo = { name: 'cart', entry: 'http://store.test/mf/cart/remoteEntry.js' } as Parameters<Hook<'createScript'>>[0]['remoteInfo'];

afterEach(() => setRemoteTimeout());

describe('the remote failure plugin', () => {
  it('gives up on a manifest whose host never answers once the remote timeout has passed', async () => {
    setRemoteTimeout(100);
    let arrived!: (signal: AbortSignal) => void;
    const request = new Promise<AbortSignal>((resolve) => (arrived = resolve));
    server.use(
      http.get('http://store.test/mf/cart/mf-manifest.json', async ({ request }) => {
        arrived(request.signal);
        await delay('infinite');
      }),
    );
    const manifest = hook('fetch')('http://store.test/mf/cart/mf-manifest.json', {});
    const signal = await request;
    expect(signal.aborted).toBe(false);
    await expect(manifest).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(signal.aborted).toBe(true);
  });

  it("leaves a remote's first entry load to the runtime, and loads a retry's under a fresh URL", () => {
    expect(hook('createScript')({ url: 'http://store.test/mf/cart/remoteEntry.js', remoteInfo })).toBeUndefined();
    countRetry('cart');
    const retry = hook('createScript')({ url: 'http://store.test/mf/cart/remoteEntry.js', remoteInfo }) as HTMLScriptElement;
    expect(retry.src).toBe('http://store.test/mf/cart/remoteEntry.js?retry=1');
    expect(hook('createScript')({ url: 'http://store.test/mf/cart/195.2cddbbbd.js', remoteInfo })).toBeUndefined();
  });

  it("refuses, before the remote's code is fetched, a remote that needs another @storefront/shared", async () => {
    const snapshot = (requiredVersion: string) =>
      ({
        moduleInfo: { name: 'cart' },
        manifestJson: { shared: [{ name: '@storefront/shared', requiredVersion }] },
        from: 'manifest',
      }) as unknown as Parameters<Hook<'loadRemoteSnapshot'>>[0];
    const accepted = snapshot(`^${SHARED_VERSION}`);
    expect(hook('loadRemoteSnapshot')(accepted)).toBe(accepted);
    expect(() => hook('loadRemoteSnapshot')(snapshot('^99.0.0'))).toThrow(`requires @storefront/shared ^99.0.0; this shell has ${SHARED_VERSION}`);
  });

  it('turns a failed load into a marker for the caller and logs it once', async () => {
    const log = expectConsoleError('[shell] remote "checkout" is unavailable');
    const args = { id: 'checkout/routes', error: new Error('boom'), lifecycle: 'onLoad', remote: { name: 'checkout' } } as unknown as Parameters<
      Hook<'errorLoadRemote'>
    >[0];
    expect(isRemoteUnavailable(await hook('errorLoadRemote')(args))).toBe(true);
    await hook('errorLoadRemote')(args);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^\[shell\] remote "checkout" is unavailable \(onLoad: Error: boom\); its screens show a fallback\. Error: boom/);
  });
});
