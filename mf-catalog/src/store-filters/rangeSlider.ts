// SPEC §5 range slider rule: both thumbs are clamped between min and max, and swapped when they cross.
export interface Bounds {
  min: number;
  max: number;
}

export function clampValue(value: number, { min, max }: Bounds): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** The [low, high] pair a slider shows for two thumb values. */
export function normalizeRange(first: number, second: number, bounds: Bounds): [number, number] {
  const a = clampValue(first, bounds);
  const b = clampValue(second, bounds);
  return a <= b ? [a, b] : [b, a];
}
