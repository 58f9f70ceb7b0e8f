import { INITIAL_HEADER_SCROLL, nextHeaderScroll, type HeaderScrollState } from './headerScroll';

const scrollThrough = (positions: number[], from: HeaderScrollState = INITIAL_HEADER_SCROLL) =>
  positions.reduce((state, y) => nextHeaderScroll(state, y), from);

describe('header scroll rules (SPEC §2, §9: background after 100 px, hide scrolling down past 250 px)', () => {
  it('gains its background only past 100 px', () => {
    expect(scrollThrough([100]).hasBackground).toBe(false);
    expect(scrollThrough([101]).hasBackground).toBe(true);
    expect(scrollThrough([101, 40]).hasBackground).toBe(false);
  });

  it('stays visible while scrolling down up to 250 px', () => {
    expect(scrollThrough([50, 150, 250]).isHidden).toBe(false);
  });

  it('hides when scrolling down past 250 px', () => {
    expect(scrollThrough([200, 251]).isHidden).toBe(true);
    expect(scrollThrough([600, 900]).isHidden).toBe(true);
  });

  it('shows again on any scroll up, even far down the page', () => {
    expect(scrollThrough([600, 900, 899]).isHidden).toBe(false);
  });

  it('keeps its state when the position does not change', () => {
    expect(scrollThrough([600, 900, 900]).isHidden).toBe(true);
  });

  it('shows when back within 250 px, whatever the direction', () => {
    expect(scrollThrough([900, 240]).isHidden).toBe(false);
  });
});
