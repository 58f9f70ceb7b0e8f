import { startPage } from './startPage';
import { fakePageWindow, type FakePageOptions } from './testing/fakePageWindow';

const SCRIPTS = { entries: ['/main.1.js'], preloads: ['/10.js'] };

function started(options: FakePageOptions, scripts = SCRIPTS) {
  const page = fakePageWindow(options);
  startPage(page.window, scripts);
  return page;
}

// A few turns of the microtask queue: the pictures' decode promises settle.
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('startPage: when the scripts start', () => {
  it('only after the page has loaded and the frame showing it has been painted', () => {
    const page = started({ readyState: 'loading', hidden: false });
    expect(page.added).toEqual([]);
    page.fire('load');
    expect(page.added).toEqual([]);
    page.nextFrame();
    expect(page.added).toEqual([]);
    page.nextTask();
    expect(page.added).toEqual(['preload /10.js']);
  });

  it('after the load, once the first contentful paint has been shown, and only once', () => {
    const page = started({ readyState: 'loading', hidden: false, contentfulPaintShown: false });
    page.fire('load');
    page.nextFrame();
    expect(page.added).toEqual([]);
    page.showContentfulPaint();
    page.nextFrame();
    page.nextTask();
    expect(page.added).toEqual(['preload /10.js']);
    page.showContentfulPaint();
    page.nextFrame();
    page.nextTask();
    expect(page.added).toEqual(['preload /10.js', 'script /main.1.js']);
  });

  it("after the load, once the page's main pictures are decoded and shown", async () => {
    const steps = async (page: ReturnType<typeof started>) => {
      await settle();
      page.nextFrame();
      page.nextTask();
      return [...page.added];
    };
    const page = started({ readyState: 'loading', hidden: false, mainPictures: 2 });
    page.fire('load');
    expect(await steps(page)).toEqual([]);
    // Decoded (one that cannot be does not hold the scripts back), not yet shown.
    page.decodePictures();
    expect(await steps(page)).toEqual([]);
    page.showLargestPaint(1);
    expect(await steps(page)).toEqual(['preload /10.js']);

    // A page whose largest contentful paint is something else: shown 200 ms after the decoding.
    const otherLargest = started({ readyState: 'loading', hidden: false, mainPictures: 1 });
    otherLargest.fire('load');
    otherLargest.decodePictures();
    expect(await steps(otherLargest)).toEqual([]);
    otherLargest.timePasses(199);
    expect(await steps(otherLargest)).toEqual([]);
    otherLargest.timePasses(200);
    expect(await steps(otherLargest)).toEqual(['preload /10.js']);
  });

  it('a second after the load when no contentful paint is reported by then', () => {
    const page = started({ readyState: 'loading', hidden: false, contentfulPaintShown: false });
    page.fire('load');
    page.nextFrame();
    page.nextTask();
    expect(page.added).toEqual([]);
    // the second's timer; the frame and the first step come after it
    page.timePasses(1000);
    page.nextFrame();
    page.nextTask();
    expect(page.added).toEqual(['preload /10.js']);
  });

  it('at once on a page that has already loaded, and at load, all at once, on a hidden page, which paints no frames', () => {
    const loaded = started({ readyState: 'complete', hidden: false });
    loaded.nextFrame();
    loaded.nextTask();
    loaded.nextTask();
    expect(loaded.added).toEqual(['preload /10.js', 'script /main.1.js']);
    // Its timers may be held back: everything at once.
    const hidden = started({ readyState: 'loading', hidden: true });
    hidden.fire('load');
    expect(hidden.added).toEqual(['preload /10.js', 'script /main.1.js', 'local storage read', 'session storage read']);
  });

  it('never, on a page that names no scripts (it stays the server page, whose forms work)', () => {
    const page = started({ readyState: 'complete', hidden: true }, null as never);
    page.fire('load');
    expect(page.added).toEqual([]);
  });
});

describe('startPage: how the scripts start', () => {
  it('names both storages at once, so the browser opens them while the page loads', () => {
    const page = started({ readyState: 'loading', hidden: false });
    expect(page.named).toEqual(['local storage', 'session storage']);
    expect(page.added).toEqual([]);
  });

  it('adds each element, then opens local storage, then session storage, each in a task of its own', () => {
    const page = started({ readyState: 'loading', hidden: false });
    page.fire('load');
    page.nextFrame();
    const perTask = [1, 2, 3, 4, 5].map(() => (page.nextTask(), [...page.added]));
    expect(perTask).toEqual([
      ['preload /10.js'],
      ['preload /10.js', 'script /main.1.js'],
      ['preload /10.js', 'script /main.1.js', 'local storage read'],
      ['preload /10.js', 'script /main.1.js', 'local storage read', 'session storage read'],
      ['preload /10.js', 'script /main.1.js', 'local storage read', 'session storage read'],
    ]);
  });

  it('preloads each start-up chunk as a script, and runs several entry scripts in the order given', () => {
    const page = started({ readyState: 'loading', hidden: true }, { entries: ['/runtime.1.js', '/main.1.js'], preloads: ['/10.js'] });
    page.fire('load');
    expect(page.added.slice(0, 3)).toEqual(['preload /10.js', 'script /runtime.1.js', 'script /main.1.js']);
    expect(page.elements[0]).toMatchObject({ tag: 'link', rel: 'preload', as: 'script' });
    expect(page.elements.slice(1).map((element) => element.async)).toEqual([false, false]);
  });
});

describe('startPage: choices that act on change', () => {
  it('submits the form of a choice marked to act on change (the currency) before the scripts run, and no other', () => {
    const page = started({ readyState: 'loading', hidden: false });
    const control = (marked: boolean, form: object = { requestSubmit: jest.fn() }) => ({
      form,
      target: { form, hasAttribute: (name: string) => marked && name === 'data-submit-on-change' },
    });
    const currency = control(true);
    const typed = control(false);
    const older = control(true, { submit: jest.fn() });
    page.fire('change', { target: currency.target });
    page.fire('change', { target: typed.target });
    page.fire('change', { target: older.target });
    page.fire('change', { target: null });
    expect((currency.form as { requestSubmit: jest.Mock }).requestSubmit).toHaveBeenCalledTimes(1);
    expect((typed.form as { requestSubmit: jest.Mock }).requestSubmit).not.toHaveBeenCalled();
    // A browser without requestSubmit submits the form plainly.
    expect((older.form as { submit: jest.Mock }).submit).toHaveBeenCalledTimes(1);
  });
});
