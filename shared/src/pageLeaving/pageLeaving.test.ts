import { isLeavingPage, watchPageLeaving } from './pageLeaving';

describe('watchPageLeaving', () => {
  let target: EventTarget;
  let watch: ReturnType<typeof watchPageLeaving>;
  beforeEach(() => {
    target = new EventTarget();
    watch = watchPageLeaving(target as unknown as Window);
  });
  afterEach(() => watch.stop());

  it('a page in use is not being left', () => {
    expect(watch.isLeaving()).toBe(false);
  });

  it('is being left from the start of a navigation away (beforeunload)', () => {
    target.dispatchEvent(new Event('beforeunload'));
    expect(watch.isLeaving()).toBe(true);
  });

  it.each(['pageshow', 'pointerdown', 'keydown'])('is in use again after %s: back from the cache, or a navigation that did not happen', (type) => {
    target.dispatchEvent(new Event('beforeunload'));
    target.dispatchEvent(new Event(type));
    expect(watch.isLeaving()).toBe(false);
  });

  it('stops watching', () => {
    watch.stop();
    target.dispatchEvent(new Event('beforeunload'));
    expect(watch.isLeaving()).toBe(false);
  });
});

describe('isLeavingPage', () => {
  afterEach(() => window.dispatchEvent(new Event('pageshow')));

  it("follows this window's navigation", () => {
    expect(isLeavingPage()).toBe(false);
    window.dispatchEvent(new Event('beforeunload'));
    expect(isLeavingPage()).toBe(true);
  });
});
