// Composes a product picture as SVG: the object of the product's kind, in its colour, shaded, on a soft studio
// backdrop with a floor shadow. Three views: the front, the back or side, and a close-up (the front, cropped by
// renderPicture). Deterministic per product, view and colour.
import { createRandom, seedFrom } from '../../catalog/prng';
import { DETAIL_FOCUS, KIND_BY_CATEGORY_SLUG, OBJECTS, type ObjectKind, kindByTitle } from './objects';
import { type Palette, hslHex, paletteOf, shade } from './palette';
import type { Drawing } from './renderPicture';

export const PICTURE_VIEWS = ['front', 'back', 'detail'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];
/** The size pictures are drawn at; smaller sizes are scaled from it. */
export const PICTURE_SIZE = 800;
/** The objects are drawn a little larger than their 800-px box so they fill the frame. */
const OBJECT_SCALE = 1.12;

export interface PictureSubject {
  id: number;
  categorySlug: string;
  /** The product's name, which may say what it is more exactly than its category (trousers among fashion). */
  title?: string;
  /** Base hue (0-360) of the category: the backdrop's tint, and the object's colour when it has none. */
  hue: number;
  /** The colour variant's swatch; none for products without colours or for the default picture. */
  colorHex?: string;
}

export function kindOf(categorySlug: string, title = ''): ObjectKind {
  return kindByTitle(title) ?? KIND_BY_CATEGORY_SLUG[categorySlug] ?? 'bottle';
}

/** "Back" for things with a reverse worth showing (garments, phones), else "Side". */
export function backViewLabel(categorySlug: string, title = ''): 'Back' | 'Side' {
  return OBJECTS[kindOf(categorySlug, title)].backLabel;
}

export function productColour(subject: PictureSubject): string {
  if (subject.colorHex) return subject.colorHex;
  const random = createRandom(seedFrom(`picture:${subject.id}`));
  return hslHex((subject.hue + random.int(-25, 25) + 360) % 360, random.int(45, 70), random.int(40, 58));
}

export function pictureDefs(palette: Palette, hue: number): string {
  return `<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="0.45" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>
<linearGradient id="bodyV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="0.5" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f7f7"/><stop offset="0.4" stop-color="#bdbdbd"/><stop offset="0.6" stop-color="#8d8d8d"/><stop offset="1" stop-color="#e2e2e2"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslHex(hue, 70, 60)}"/><stop offset="1" stop-color="${hslHex((hue + 60) % 360, 60, 30)}"/></linearGradient>
<radialGradient id="floorShadow"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`;
}

export function backdrop(hue: number, variant: number): string {
  const top = hslHex((hue + variant * 24) % 360, 35, 95 - variant * 3);
  const bottom = hslHex((hue + 20 + variant * 24) % 360, 30, 84 - variant * 4);
  return `<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.68" stop-color="${bottom}"/><stop offset="0.68" stop-color="${shade(bottom, -0.06)}"/><stop offset="1" stop-color="${shade(bottom, 0.1)}"/></linearGradient>
<radialGradient id="spot" cx="0.35" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
}

export function productPictureSvg(subject: PictureSubject, view: PictureView): Drawing {
  const kind = kindOf(subject.categorySlug, subject.title);
  const palette = paletteOf(productColour(subject));
  const object = OBJECTS[kind];
  let drawing: string;
  if (view === 'back' && object.back) {
    drawing = object.back(palette, true);
  } else if (view === 'back') {
    // Turned round and a little towards the light: the other side, seen from slightly above.
    drawing = `<g transform="translate(800 0) scale(-1 1) rotate(-6 400 420)">${object.front(palette, false)}</g>`;
  } else {
    drawing = object.front(palette, false);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 800 800">
<defs>${pictureDefs(palette, subject.hue)}${backdrop(subject.hue, view === 'back' ? 1 : 0)}</defs>
<rect width="800" height="800" fill="url(#backdrop)"/><rect width="800" height="800" fill="url(#spot)"/>
<ellipse cx="400" cy="705" rx="300" ry="44" fill="url(#floorShadow)"/>
<g transform="translate(400 420) scale(${OBJECT_SCALE}) translate(-400 -420)">${drawing}</g>
</svg>`;
  if (view !== 'detail') return { svg, width: PICTURE_SIZE, height: PICTURE_SIZE };
  const [x, y] = DETAIL_FOCUS[kind];
  return { svg, width: PICTURE_SIZE, height: PICTURE_SIZE, crop: { x: 400 + (x - 400) * OBJECT_SCALE, y: 420 + (y - 420) * OBJECT_SCALE } };
}
