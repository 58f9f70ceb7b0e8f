// The home page's pictures: a banner per category (three of its objects in different colours on a backdrop, no
// text — the page writes the name) and the hero (headphones, a record and a waveform for the Digital Audio store).
import { createRandom, seedFrom } from '../../catalog/prng';
import { OBJECTS } from './objects';
import { hslHex, paletteOf } from './palette';
import { backdrop, kindOf, pictureDefs } from './productPicture';
import type { Drawing } from './renderPicture';

export const BANNER_SIZE = { width: 1200, height: 800 } as const;
export const HERO_SIZE = { width: 1200, height: 900 } as const;

const GRADIENT_IDS = ['body', 'bodyV', 'gloss', 'metal', 'screen'];

/** One object drawn with its own gradients, so several can share a picture. */
function placedObject(categorySlug: string, hue: number, colour: string, suffix: string, transform: string): string {
  const palette = paletteOf(colour);
  let markup = `<defs>${pictureDefs(palette, hue)}</defs><g transform="${transform}">${OBJECTS[kindOf(categorySlug)].front(palette, false)}</g>`;
  for (const id of GRADIENT_IDS) {
    markup = markup.replaceAll(`id="${id}"`, `id="${id}-${suffix}"`).replaceAll(`url(#${id})`, `url(#${id}-${suffix})`);
  }
  return markup;
}

export function categoryBannerSvg(categorySlug: string, hue: number): Drawing {
  const random = createRandom(seedFrom(`banner:${categorySlug}`));
  const colours = [0, 1, 2].map((i) => hslHex((hue + i * 40 + random.int(-10, 10) + 360) % 360, random.int(45, 70), random.int(38, 60)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" viewBox="0 0 1200 800">
<defs>${backdrop(hue, 0)}<radialGradient id="floorShadow"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="800" fill="url(#backdrop)"/><rect width="1200" height="800" fill="url(#spot)"/>
<ellipse cx="800" cy="600" rx="400" ry="40" fill="url(#floorShadow)"/>
${placedObject(categorySlug, hue, colours[1], 'b', 'translate(430 250) scale(0.5)')}
${placedObject(categorySlug, hue, colours[2], 'c', 'translate(860 290) scale(0.45)')}
${placedObject(categorySlug, hue, colours[0], 'a', 'translate(560 130) scale(0.66)')}
</svg>`;
  return { svg, ...BANNER_SIZE };
}

export function heroSvg(): Drawing {
  const hue = 250;
  const bars = Array.from({ length: 40 }, (_, i) => {
    const height = 30 + Math.abs(Math.sin(i * 0.55) * Math.cos(i * 0.21)) * 260;
    return `<rect x="${80 + i * 26}" y="${760 - height / 2}" width="14" height="${height}" rx="7" fill="url(#wave)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_SIZE.width}" height="${HERO_SIZE.height}" viewBox="0 0 1200 900">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslHex(hue, 70, 92)}"/><stop offset="1" stop-color="${hslHex(hue + 40, 55, 78)}"/></linearGradient>
<linearGradient id="wave" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hslHex(hue - 30, 80, 60)}"/><stop offset="1" stop-color="${hslHex(hue + 60, 70, 55)}"/></linearGradient>
<radialGradient id="vinyl"><stop offset="0" stop-color="#2a2a30"/><stop offset="0.95" stop-color="#0d0d10"/><stop offset="1" stop-color="#000"/></radialGradient>
<radialGradient id="glow" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="900" fill="url(#sky)"/><ellipse cx="640" cy="380" rx="560" ry="420" fill="url(#glow)"/>
<g transform="translate(800 360) rotate(-12)">
<circle r="300" fill="url(#vinyl)"/>
${[270, 240, 210, 180, 150].map((r) => `<circle r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2"/>`).join('')}
<path d="M-240 -170 A300 300 0 0 1 60 -294" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="26"/>
<circle r="95" fill="${hslHex(hue - 20, 75, 60)}"/><circle r="12" fill="#f4f1ea"/>
</g>
${bars}
${placedObject('digital-audio', hue, hslHex(hue + 20, 65, 50), 'h', 'translate(40 170) scale(0.85)')}
</svg>`;
  return { svg, ...HERO_SIZE };
}
