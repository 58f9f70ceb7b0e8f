// The size the size guide suggests for a height, weight and body type: an estimated chest girth placed in the size
// chart. The estimate is a straight line through typical measurements (about 82 cm at 160 cm and 47 kg, 109 cm at
// 95 kg), nudged by body type; it is a starting point, which is why the panel points to the chart as well.
import { SIZE_GUIDE_ROWS } from '@storefront/shared';
import { SIZE_CHART, type ChartSize } from './sizeChart';

export type SizeSuggestion = { kind: 'size'; size: ChartSize; chestCm: number } | { kind: 'above-chart'; chestCm: number } | { kind: 'unrealistic' };

const BODY_TYPE_CHEST_CM: Readonly<Record<string, number>> = { thin: -3, Normal: 0, plump: 4 };

/** Heights and weights outside these ranges are slider positions, not an adult's measurements. */
const PLAUSIBLE = { heightCm: { min: 120, max: 220 }, weightKg: { min: 30, max: 250 } } as const;

export function estimateChestCm(heightCm: number, weightKg: number, bodyType: string): number {
  return Math.round(82 + 0.57 * (weightKg - 47.5) + 0.1 * (heightCm - 160) + (BODY_TYPE_CHEST_CM[bodyType] ?? 0));
}

export function suggestSize(heightCm: number, weightKg: number, bodyType: string): SizeSuggestion {
  const { heightCm: h, weightKg: w } = PLAUSIBLE;
  if (heightCm < h.min || heightCm > h.max || weightKg < w.min || weightKg > w.max) return { kind: 'unrealistic' };
  const chestCm = estimateChestCm(heightCm, weightKg, bodyType);
  const largest = SIZE_GUIDE_ROWS[SIZE_GUIDE_ROWS.length - 1];
  if (chestCm > SIZE_CHART[largest].chest.to) return { kind: 'above-chart', chestCm };
  const size = SIZE_GUIDE_ROWS.find((row) => chestCm < SIZE_CHART[row].chest.to) ?? largest;
  return { kind: 'size', size, chestCm };
}

export function suggestionText(suggestion: SizeSuggestion): string {
  switch (suggestion.kind) {
    case 'size':
      return `Suggested size: ${suggestion.size} (estimated chest ${suggestion.chestCm} cm).`;
    case 'above-chart':
      return `Your estimated chest (${suggestion.chestCm} cm) is above our largest size, XXL: compare your own measurements with the size table.`;
    case 'unrealistic':
      return 'Set the sliders to your height and weight to see a suggested size.';
  }
}
