import { EXPOSED_CONTRACT_VERSIONS, SHARED_VERSION } from '@storefront/shared/contracts';
import { checkExposedContract, checkSharedRange } from './contractCheck';

const manifestRequiring = (requiredVersion: string) => ({
  shared: [
    { name: 'react', requiredVersion: '^99.0.0' },
    { name: '@storefront/shared', requiredVersion },
  ],
});

describe('checkSharedRange', () => {
  it('accepts a remote whose @storefront/shared range this shell satisfies', () => {
    expect(() => checkSharedRange('cart', manifestRequiring(`^${SHARED_VERSION}`))).not.toThrow();
  });

  it('refuses a remote that needs another @storefront/shared, naming both versions', () => {
    expect(() => checkSharedRange('cart', manifestRequiring('^99.0.0'))).toThrow(
      `remote "cart" requires @storefront/shared ^99.0.0; this shell has ${SHARED_VERSION}`,
    );
  });

  it('has nothing to check when the remote does not share @storefront/shared', () => {
    expect(() => checkSharedRange('cart', { shared: [] })).not.toThrow();
  });
});

describe('checkExposedContract', () => {
  const [major, minor] = EXPOSED_CONTRACT_VERSIONS.routes.split('.').map(Number);

  it('accepts the same major version, older or newer minor', () => {
    expect(() => checkExposedContract('cart/routes', 'routes', EXPOSED_CONTRACT_VERSIONS.routes)).not.toThrow();
    expect(() => checkExposedContract('cart/routes', 'routes', `${major}.${minor + 1}.0`)).not.toThrow();
  });

  it('refuses another major version, naming both', () => {
    expect(() => checkExposedContract('cart/overlays', 'overlays', `${major + 1}.0.0`)).toThrow(
      `cart/overlays implements overlays contract ${major + 1}.0.0; this shell has ${EXPOSED_CONTRACT_VERSIONS.overlays}`,
    );
  });

  it('refuses a module that names no contract version', () => {
    expect(() => checkExposedContract('cart/routes', 'routes', undefined)).toThrow('cart/routes implements routes contract undefined');
  });
});
