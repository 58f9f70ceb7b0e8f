// Draws a category banner as SVG, and the placeholder image used when anything has no picture.
import { createRandom, seedFrom } from '../catalog/prng';
import { SANS, SERIF, escapeXml } from './svgText';

export function categoryImageSvg(name: string, hue: number): string {
  const random = createRandom(seedFrom(`category:${name}`));
  const rings = Array.from({ length: 5 }, () => ({
    x: random.int(0, 800),
    y: random.int(0, 600),
    r: random.int(60, 220),
  }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 60%, 90%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360}, 50%, 72%)"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#bg)"/>
${rings.map((c) => `<circle cx="${c.x}" cy="${c.y}" r="${c.r}" fill="none" stroke="hsl(${hue}, 45%, 40%)" stroke-width="3" opacity="0.18"/>`).join('')}
<text x="400" y="300" text-anchor="middle" font-family="${SERIF}" font-size="76" fill="hsl(${hue}, 40%, 18%)">${escapeXml(name)}</text>
<text x="400" y="360" text-anchor="middle" font-family="${SANS}" font-size="20" letter-spacing="6" fill="hsl(${hue}, 40%, 18%)" opacity="0.75">SHOP THE COLLECTION</text>
</svg>`;
}

export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="No image">
<rect width="600" height="600" fill="#eeede9"/>
<rect x="200" y="210" width="200" height="160" rx="14" fill="none" stroke="#b9b6ae" stroke-width="10"/>
<circle cx="255" cy="260" r="18" fill="#b9b6ae"/>
<path d="M210 360 l60 -60 l40 40 l30 -30 l50 50" fill="none" stroke="#b9b6ae" stroke-width="10" stroke-linejoin="round"/>
</svg>`;
}
