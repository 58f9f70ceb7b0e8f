/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageLoaderScript } from './pageLoaderScript';
import { pageScriptsBlock } from './pageScriptsBlock';

describe('pageLoaderScript', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-loader-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the built loader, and a rebuilt one without a restart', () => {
    const file = path.join(dir, 'page-loader.js');
    fs.writeFileSync(file, '(()=>{})();');
    expect(pageLoaderScript(file)).toBe('(()=>{})();');
    fs.writeFileSync(file, '(()=>{var a=1})();');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(pageLoaderScript(file)).toBe('(()=>{var a=1})();');
  });

  it('says how to build it when it has not been built', () => {
    expect(() => pageLoaderScript(path.join(dir, 'missing.js'))).toThrow(/the page loader is not built .*npm run build/);
  });
});

describe('pageScriptsBlock', () => {
  it('writes the scripts as JSON that cannot end its element', () => {
    expect(pageScriptsBlock({ entries: ['/main.1.js'], preloads: ['/</script>.js'] })).toBe(
      '<script type="application/json" id="storefront-page-scripts">{"entries":["/main.1.js"],"preloads":["/\\u003c/script>.js"]}</script>',
    );
  });
});
