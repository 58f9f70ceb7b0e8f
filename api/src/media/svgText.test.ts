import { escapeXml, wrapWords } from './svgText';

describe('svg text', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`Ember & Ash <"x">'`)).toBe('Ember &#38; Ash &#60;&#34;x&#34;&#62;&#39;');
  });

  it('wraps words and shortens what does not fit', () => {
    expect(wrapWords('Golden Hour — Lo-Fi Beat Pack', 24, 2)).toEqual(['Golden Hour — Lo-Fi Beat', 'Pack']);
    expect(wrapWords('one two three four five six', 8, 2)).toEqual(['one two', 'three…']);
  });
});
