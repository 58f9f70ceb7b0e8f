import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { classesIn, inlineStylesheets } from './stylesheets';

describe('inlineStylesheets', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheets-'));
  fs.writeFileSync(path.join(dir, 'frame.css'), '.frame{margin:0}');
  fs.writeFileSync(path.join(dir, 'card.css'), '.catalog-abc123{padding:1rem}.catalog-def456:hover{color:red}');
  fs.writeFileSync(path.join(dir, 'other.css'), '.catalog-zzz999{margin:.5rem}');
  fs.writeFileSync(path.join(dir, 'font.css'), '.x{background:url(fonts/a.woff2)}');
  fs.writeFileSync(path.join(dir, 'tricky.css'), '.y::after{content:"</style><script>"}');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (href: string, ifUsedBy?: Set<string>) => ({ dir, urlBase: '/mf/catalog/', href: `/mf/catalog/${href}`, ifUsedBy });

  it('inlines the files whose classes the HTML uses, and those not marked', () => {
    const used = classesIn('<article class="catalog-def456 selected"><p class="">x</p></article>');
    expect([...used]).toEqual(['catalog-def456', 'selected']);
    expect(inlineStylesheets([file('frame.css'), file('card.css', used), file('other.css', used)])).toEqual([
      { file: 'frame.css', css: '.frame{margin:0}' },
      { file: 'card.css', css: '.catalog-abc123{padding:1rem}.catalog-def456:hover{color:red}' },
    ]);
  });

  it('refuses a file with a relative url(), a missing file, and a path outside its folder', () => {
    expect(inlineStylesheets([file('font.css')])).toBeNull();
    expect(inlineStylesheets([file('missing.css')])).toBeNull();
    expect(inlineStylesheets([file('../../etc/passwd')])).toBeNull();
    expect(inlineStylesheets([{ dir, urlBase: '/mf/catalog/', href: '/elsewhere/frame.css' }])).toBeNull();
  });

  it('cannot end its <style> element early', () => {
    expect(inlineStylesheets([file('tricky.css')])![0].css).not.toContain('</style>');
  });
});
