import { PAGE_SCRIPTS_ELEMENT_ID } from '../pageGlobals';
import { readPageScripts } from './pageScripts';

const pageWith = (text: string | null) => ({
  getElementById: (id: string) => (id === PAGE_SCRIPTS_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('readPageScripts', () => {
  it("reads the server's block of entry scripts and preloads", () => {
    expect(readPageScripts(pageWith('{"entries":["/main.1.js"],"preloads":["/10.js"],"other":1}'))).toEqual({ entries: ['/main.1.js'], preloads: ['/10.js'] });
  });

  it('starts nothing without a block, or with one that is not JSON or not lists of URLs', () => {
    expect(readPageScripts(pageWith(null))).toBeNull();
    expect(readPageScripts(pageWith('{"entries":'))).toBeNull();
    expect(readPageScripts(pageWith('{"entries":"/main.js","preloads":[]}'))).toBeNull();
    expect(readPageScripts(pageWith('{"entries":["/main.js"],"preloads":[1]}'))).toBeNull();
    expect(readPageScripts(pageWith('null'))).toBeNull();
  });
});
