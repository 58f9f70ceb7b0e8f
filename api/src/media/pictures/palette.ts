// Colours for the drawn pictures: a product's base colour and the lighter and darker tones its shading uses.

export interface Palette {
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** A contrasting colour for trims, soles, labels. */
  accent: string;
}

function toRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.max(0, Math.min(255, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(toRgb(hex).map((channel) => channel + (target - channel) * Math.abs(amount)));
}

/** Relative lightness in [0, 1], enough to pick a readable trim colour. */
export function lightness(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function hslHex(hue: number, saturation: number, light: number): string {
  const s = saturation / 100;
  const l = light / 100;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

export function paletteOf(base: string): Palette {
  const bright = lightness(base);
  return {
    base,
    light: shade(base, bright > 0.85 ? 0.6 : 0.35),
    dark: shade(base, bright > 0.85 ? -0.18 : -0.3),
    deep: shade(base, bright > 0.85 ? -0.35 : -0.55),
    accent: bright > 0.55 ? '#2b2b2f' : '#f4f1ea',
  };
}
