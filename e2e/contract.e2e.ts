// The contract between the shell and the remotes: built manifests expose the agreed modules and share the agreed
// singletons, and every route remotes.json assigns to a remote is one that remote really exposes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { routes as catalogRoutes } from '../mf-catalog/src/exposes/routes';
import { routes as cartRoutes } from '../mf-cart/src/exposes/routes';
import { routes as checkoutRoutes } from '../mf-checkout/src/exposes/routes';
import { routes as contentRoutes } from '../mf-content/src/exposes/routes';
import { routes as adminRoutes } from '../mf-admin/src/exposes/routes';
import { overlays as catalogOverlays } from '../mf-catalog/src/exposes/overlays';
import { overlays as cartOverlays } from '../mf-cart/src/exposes/overlays';
import { overlays as checkoutOverlays } from '../mf-checkout/src/exposes/overlays';
import { overlays as contentOverlays } from '../mf-content/src/exposes/overlays';
import { overlays as adminOverlays } from '../mf-admin/src/exposes/overlays';
import * as catalogExposes from '../mf-catalog/src/exposes/routes';
import * as catalogOverlayExposes from '../mf-catalog/src/exposes/overlays';
import * as cartExposes from '../mf-cart/src/exposes/routes';
import * as cartOverlayExposes from '../mf-cart/src/exposes/overlays';
import * as checkoutExposes from '../mf-checkout/src/exposes/routes';
import * as checkoutOverlayExposes from '../mf-checkout/src/exposes/overlays';
import * as contentExposes from '../mf-content/src/exposes/routes';
import * as contentOverlayExposes from '../mf-content/src/exposes/overlays';
import * as adminExposes from '../mf-admin/src/exposes/routes';
import * as adminOverlayExposes from '../mf-admin/src/exposes/overlays';
import { EXPOSED_CONTRACT_VERSIONS, parseRemotesManifest } from '@storefront/shared/contracts';

const root = path.resolve(__dirname, '..');
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@storefront/shared'];
const REMOTES = {
  catalog: { routes: catalogRoutes, overlays: catalogOverlays },
  cart: { routes: cartRoutes, overlays: cartOverlays },
  checkout: { routes: checkoutRoutes, overlays: checkoutOverlays },
  content: { routes: contentRoutes, overlays: contentOverlays },
  admin: { routes: adminRoutes, overlays: adminOverlays },
} as const;

interface Manifest {
  name: string;
  exposes: { path: string }[];
  shared: { name: string; singleton?: boolean; requiredVersion?: string; version: string }[];
}
const manifestOf = (app: string): Manifest => JSON.parse(readFileSync(path.join(root, app, 'dist/mf-manifest.json'), 'utf8'));
const remotesJson = parseRemotesManifest(JSON.parse(readFileSync(path.join(root, 'shell/public/remotes.json'), 'utf8')));

for (const name of Object.keys(REMOTES) as (keyof typeof REMOTES)[]) {
  test.describe(`remote ${name}`, () => {
    const declared = remotesJson.remotes.find((r) => r.name === name)!;

    test.describe('its build', () => {
      onlyWithTheRunsOwnStore('test reads the manifests this checkout built, in its dist/ folders');
      let manifest: Manifest;
      test.beforeAll(() => {
        manifest = manifestOf(`mf-${name}`);
      });

      test('its built manifest exposes exactly ./routes and ./overlays', () => {
        expect(manifest.name).toBe(name);
        expect(manifest.exposes.map((e) => e.path).sort()).toEqual(['./overlays', './routes']);
      });

      test('it shares the agreed singletons with compatible ranges', () => {
        const shell = manifestOf('shell');
        for (const lib of SINGLETONS) {
          const mine = manifest.shared.find((s) => s.name === lib);
          const host = shell.shared.find((s) => s.name === lib);
          expect({ lib, singleton: mine?.singleton }).toEqual({ lib, singleton: true });
          expect({ lib, major: mine?.version.split('.')[0] }).toEqual({ lib, major: host?.version.split('.')[0] });
        }
      });
    });

    test('every route and overlay remotes.json gives it is one it exposes', () => {
      const exposedPaths = REMOTES[name].routes.map((r) => r.path);
      for (const route of declared.routes) expect(exposedPaths).toContain(route);
      for (const overlay of declared.overlays) expect(Object.keys(REMOTES[name].overlays)).toContain(overlay);
    });
  });
}

test('every exposed module names the contract version it was built against, which the shell checks at runtime', () => {
  for (const routes of [catalogExposes, cartExposes, checkoutExposes, contentExposes, adminExposes])
    expect(routes.contractVersion).toBe(EXPOSED_CONTRACT_VERSIONS.routes);
  for (const overlays of [catalogOverlayExposes, cartOverlayExposes, checkoutOverlayExposes, contentOverlayExposes, adminOverlayExposes])
    expect(overlays.contractVersion).toBe(EXPOSED_CONTRACT_VERSIONS.overlays);
});
