import { createHash } from 'node:crypto';
import { hashSource, inlineCodeOf } from './inlineCode';

describe('inlineCodeOf', () => {
  it('finds the inline scripts and styles of trusted markup, not external scripts or data blocks', () => {
    const html =
      '<head><script>window.boot=1</script><script defer src="/main.js"></script><STYLE media="all">body{margin:0}</STYLE></head>' +
      '<body><script type="application/json" id="state">{"a":1}</script><script type="module">go()</script></body>';
    expect(inlineCodeOf(html)).toEqual({ scripts: ['window.boot=1', 'go()'], styles: ['body{margin:0}'] });
  });
});

describe('hashSource', () => {
  it("is the element text's SHA-256, as CSP names it", () => {
    expect(hashSource('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
  });

  it('hashes what the browser does: the text with CR LF turned into LF', () => {
    expect(hashSource('a()\r\nb()\rc()')).toBe(hashSource('a()\nb()\nc()'));
  });
});
