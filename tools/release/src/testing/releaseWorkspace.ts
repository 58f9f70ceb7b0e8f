// A throwaway workspace for the release commands' tests: a remote's build, the live shell's release info, and the
// builds each test deploys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const releaseInfo = (sharedRange = '^1.0.0', contracts = { routes: '1.0.0', overlays: '1.0.0' }) =>
  JSON.stringify({ app: 'cart', role: 'remote', shared: { version: sharedRange.slice(1), range: sharedRange }, contracts });

/** A cart build whose page script renders `heading`; answers its folder. */
export function writeBuild(dir: string, heading: string, info = releaseInfo()): string {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'cart' }));
  fs.writeFileSync(path.join(dir, 'page.0a1b2c3d.js'), `render(${JSON.stringify(heading)})`);
  fs.writeFileSync(path.join(dir, 'storefront-release.json'), info);
  return dir;
}

/** A new temporary root holding the workspace's build (`workspace-dist`) and the live shell's info (`shell-dist`). */
export function makeReleaseWorkspace(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  writeBuild(path.join(root, 'workspace-dist'), 'Shopping Cart');
  fs.mkdirSync(path.join(root, 'shell-dist'));
  fs.writeFileSync(
    path.join(root, 'shell-dist/storefront-release.json'),
    JSON.stringify({ app: 'shell', role: 'shell', shared: { version: '1.2.0', range: '^1.2.0' }, contracts: { routes: '1.0.0', overlays: '1.0.0' } }),
  );
  return root;
}
