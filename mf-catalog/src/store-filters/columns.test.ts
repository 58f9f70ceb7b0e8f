import { columnsByWidth, effectiveColumns, layoutChoices, layoutOfferedFrom, shownLayout, widthClassOf } from './columns';

describe('layout columns (SPEC §2, §5)', () => {
  it('5 columns is hidden when a sidebar exists', () => {
    expect(layoutChoices(true)).toEqual(['list', 2, 3, 4]);
    expect(layoutChoices(false)).toEqual(['list', 2, 3, 4, 5]);
  });
  it('caps at 3 from 768 to 1199 px and at 2 under 768 px', () => {
    expect(effectiveColumns(4, 1280, true)).toBe(4);
    expect(effectiveColumns(5, 1280, false)).toBe(5);
    expect(effectiveColumns(4, 1199, true)).toBe(3);
    expect(effectiveColumns(4, 768, true)).toBe(3);
    expect(effectiveColumns(4, 767, true)).toBe(2);
    expect(effectiveColumns(2, 375, true)).toBe(2);
    expect(effectiveColumns('list', 1280, true)).toBe(1);
  });
  it('gives the columns of each width class, for the grid to pick by media query', () => {
    expect(columnsByWidth(4, true)).toEqual({ mobile: 2, tablet: 3, wide: 4 });
    expect(columnsByWidth(2, true)).toEqual({ mobile: 2, tablet: 2, wide: 2 });
    expect(columnsByWidth('list', true)).toEqual({ mobile: 1, tablet: 1, wide: 1 });
  });
  it('offers on a phone only the layouts it can show, and presses the one it shows', () => {
    expect(layoutChoices(true).filter((layout) => layoutOfferedFrom(layout, true) === 'mobile')).toEqual(['list', 2]);
    expect(layoutOfferedFrom(3, true)).toBe('tablet');
    expect(layoutOfferedFrom(4, true)).toBe('wide');
    expect(shownLayout(4, 'mobile', true)).toBe(2);
    expect(shownLayout(4, 'tablet', true)).toBe(3);
    expect(shownLayout(4, 'wide', true)).toBe(4);
    expect(shownLayout('list', 'mobile', true)).toBe('list');
    expect([widthClassOf(390), widthClassOf(800), widthClassOf(1280)]).toEqual(['mobile', 'tablet', 'wide']);
  });
});
