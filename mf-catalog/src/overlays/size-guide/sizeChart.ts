// The size chart the size guide shows and suggests from: body measurements in cm per size (common women's wear).
import { SIZE_GUIDE_ROWS } from '@storefront/shared';

export type ChartSize = (typeof SIZE_GUIDE_ROWS)[number];

interface Range {
  from: number;
  to: number;
}

export const SIZE_CHART: Readonly<Record<ChartSize, { chest: Range; waist: Range; hips: Range }>> = {
  XS: { chest: { from: 80, to: 84 }, waist: { from: 62, to: 66 }, hips: { from: 86, to: 90 } },
  S: { chest: { from: 84, to: 88 }, waist: { from: 66, to: 70 }, hips: { from: 90, to: 94 } },
  M: { chest: { from: 88, to: 94 }, waist: { from: 70, to: 76 }, hips: { from: 94, to: 100 } },
  L: { chest: { from: 94, to: 100 }, waist: { from: 76, to: 82 }, hips: { from: 100, to: 106 } },
  XL: { chest: { from: 100, to: 106 }, waist: { from: 82, to: 88 }, hips: { from: 106, to: 112 } },
  XXL: { chest: { from: 106, to: 112 }, waist: { from: 88, to: 94 }, hips: { from: 112, to: 118 } },
};

export const formatRange = ({ from, to }: Range): string => `${from}–${to}`;
