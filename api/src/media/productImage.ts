// Draws a product's illustration as SVG: a soft gradient in its category's hue, a disc with the category
// initial and the product title. Deterministic per product, so the URLs can be cached forever.
import { createRandom, seedFrom } from '../catalog/prng';
import { SANS, SERIF, escapeXml, wrapWords } from './svgText';

export interface ProductImageSubject {
  id: number;
  title: string;
  categoryName: string;
  /** Base hue (0-360) of the category. */
  hue: number;
}

/** 'main' (the card image), 'hover' (the card's hover image) or a colour swatch's hex for colour variants. */
export type ProductImageVariant = { kind: 'main' } | { kind: 'hover' } | { kind: 'color'; hex: string };

export const PRODUCT_IMAGE_SIZE = 600;

export function productImageSvg(subject: ProductImageSubject, variant: ProductImageVariant): string {
  const random = createRandom(seedFrom(`image:${subject.id}`));
  const hue = (subject.hue + random.int(-18, 18) + 360) % 360;
  const dark = variant.kind === 'hover';
  const background = dark ? [`hsl(${hue}, 32%, 24%)`, `hsl(${(hue + 30) % 360}, 38%, 14%)`] : [`hsl(${hue}, 65%, 94%)`, `hsl(${(hue + 25) % 360}, 55%, 82%)`];
  const accent = variant.kind === 'color' ? variant.hex : `hsl(${hue}, 52%, ${dark ? 62 : 48}%)`;
  const ink = dark ? '#fbfaf7' : `hsl(${hue}, 35%, 18%)`;
  const blobs = Array.from({ length: 3 }, () => ({
    x: random.int(40, 560),
    y: random.int(40, 420),
    r: random.int(50, 150),
  }));
  const initial = escapeXml(subject.categoryName.charAt(0).toUpperCase());
  const titleLines = wrapWords(subject.title, 24, 2);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_SIZE}" height="${PRODUCT_IMAGE_SIZE}" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(subject.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
${blobs.map((b) => `<circle cx="${b.x}" cy="${b.y}" r="${b.r}" fill="${accent}" opacity="${dark ? 0.16 : 0.12}"/>`).join('')}
<text x="300" y="78" text-anchor="middle" font-family="${SANS}" font-size="17" letter-spacing="5" fill="${ink}" opacity="0.7">${escapeXml(subject.categoryName.toUpperCase())}</text>
<circle cx="300" cy="262" r="132" fill="${accent}"/>
<circle cx="300" cy="262" r="150" fill="none" stroke="${accent}" stroke-width="2" opacity="0.45"/>
<text x="300" y="310" text-anchor="middle" font-family="${SERIF}" font-size="140" fill="#ffffff" opacity="0.95">${initial}</text>
${titleLines
  .map(
    (line, index) =>
      `<text x="300" y="${482 + index * 40}" text-anchor="middle" font-family="${SANS}" font-size="31" font-weight="600" fill="${ink}">${escapeXml(line)}</text>`,
  )
  .join('\n')}
</svg>`;
}
