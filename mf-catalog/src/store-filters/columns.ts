// SPEC §2/§5 layout columns: 5 is not offered beside a sidebar; at most 3 from 768 to 1199 px, at most 2 under 768 px.
import { BREAKPOINTS, MAX_COLUMNS_MOBILE, MAX_COLUMNS_TABLET } from '@storefront/shared';
import { LAYOUTS, type Layout } from './storeOptions';

const MAX_COLUMNS_WITH_SIDEBAR = 4;

export function layoutChoices(hasSidebar: boolean): Layout[] {
  return LAYOUTS.filter((layout) => !(hasSidebar && layout === 5));
}

/** How many columns the grid really shows for a chosen layout at a window width. */
export function effectiveColumns(layout: Layout, windowWidth: number, hasSidebar: boolean): number {
  if (layout === 'list') return 1;
  let columns: number = hasSidebar ? Math.min(layout, MAX_COLUMNS_WITH_SIDEBAR) : layout;
  if (windowWidth < BREAKPOINTS.tablet) columns = Math.min(columns, MAX_COLUMNS_MOBILE);
  else if (windowWidth < BREAKPOINTS.wide) columns = Math.min(columns, MAX_COLUMNS_TABLET);
  return columns;
}

/** Columns per width class (under 768 px, to 1199 px, from 1200 px); the grid's CSS picks one without knowing the window. */
export interface ColumnsByWidth {
  mobile: number;
  tablet: number;
  wide: number;
}

export function columnsByWidth(layout: Layout, hasSidebar: boolean): ColumnsByWidth {
  return {
    mobile: effectiveColumns(layout, BREAKPOINTS.tablet - 1, hasSidebar),
    tablet: effectiveColumns(layout, BREAKPOINTS.wide - 1, hasSidebar),
    wide: effectiveColumns(layout, BREAKPOINTS.wide, hasSidebar),
  };
}

export type WidthClass = keyof ColumnsByWidth;

export function widthClassOf(windowWidth: number): WidthClass {
  return windowWidth < BREAKPOINTS.tablet ? 'mobile' : windowWidth < BREAKPOINTS.wide ? 'tablet' : 'wide';
}

/**
 * The narrowest width class a layout choice looks like itself at: 3 and 4 columns show 2 on a phone,
 * so a phone offers the list and 2 columns only; a tablet also 3.
 */
export function layoutOfferedFrom(layout: Layout, hasSidebar: boolean): WidthClass {
  const widths: WidthClass[] = ['mobile', 'tablet', 'wide'];
  return widths.find((width) => layout === 'list' || columnsByWidth(layout, hasSidebar)[width] === layout) ?? 'wide';
}

/** The layout the grid really shows at a width class, so the switch presses that choice rather than the one chosen elsewhere. */
export function shownLayout(layout: Layout, width: WidthClass, hasSidebar: boolean): Layout {
  return layout === 'list' ? 'list' : (columnsByWidth(layout, hasSidebar)[width] as Layout);
}
