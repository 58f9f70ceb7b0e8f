import { contractProblems, parseReleaseInfo, type ReleaseInfo } from './contractGate';

const shell: ReleaseInfo = { app: 'shell', role: 'shell', shared: { version: '1.3.0', range: '^1.3.0' }, contracts: { routes: '1.0.0', overlays: '1.1.0' } };
const remote = (shared: string, contracts = { routes: '1.0.0', overlays: '1.0.0' }): ReleaseInfo => ({
  app: 'cart',
  role: 'remote',
  shared: { version: shared, range: `^${shared}` },
  contracts,
});

test('a remote built against the same or an older minor of shared passes (an additive change)', () => {
  expect(contractProblems(remote('1.0.0'), shell)).toEqual([]);
  expect(contractProblems(remote('1.3.0'), shell)).toEqual([]);
});

test('a remote built against a newer minor or another major of shared is refused, naming both versions', () => {
  const [newer] = contractProblems(remote('1.4.0'), shell);
  expect(newer).toContain('@storefront/shared ^1.4.0');
  expect(newer).toContain('the live shell provides @storefront/shared 1.3.0');
  const [major] = contractProblems(remote('2.0.0'), shell);
  expect(major).toContain('^2.0.0');
  expect(major).toContain('Deploy a shell built with the new @storefront/shared first');
});

test('an exposed contract with another major version, or none, is refused', () => {
  const problems = contractProblems(remote('1.0.0', { routes: '2.0.0' } as never), shell);
  expect(problems).toEqual([
    expect.stringContaining('provides the ./routes contract 2.0.0, but the live shell expects major version 1 (1.0.0)'),
    expect.stringContaining('does not say which version of the ./overlays contract it provides'),
  ]);
});

test('storefront-release.json is checked when read', () => {
  expect(() => parseReleaseInfo('{', 'x.json')).toThrow('x.json is not JSON');
  expect(() => parseReleaseInfo('{"app":"cart"}', 'x.json')).toThrow('is not a storefront release description');
  expect(parseReleaseInfo(JSON.stringify(shell), 'x.json')).toEqual(shell);
});
