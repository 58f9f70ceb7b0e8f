// The objects the product pictures show, one per kind of product, drawn as SVG in an 800 × 800 box around its
// centre. Fills refer to the gradients the scene defines (pictureDefs in productPicture.ts): `body` (lit from the
// top left), `bodyV` (top to bottom), `gloss` (a soft highlight) and `metal`. `back` draws the reverse side where
// an object has one worth showing; otherwise the scene turns the front around.
import type { Palette } from './palette';

export type ObjectKind =
  | 'tee'
  | 'tank'
  | 'trousers'
  | 'dress'
  | 'table'
  | 'lamp'
  | 'necklace'
  | 'bottle'
  | 'chair'
  | 'ring'
  | 'sack'
  | 'sock'
  | 'tent'
  | 'phone'
  | 'petBowl'
  | 'babyBottle'
  | 'book'
  | 'controller'
  | 'sneaker'
  | 'headphones';

type Draw = (palette: Palette, back: boolean) => string;

const gloss = (d: string) => `<path d="${d}" fill="url(#gloss)"/>`;

const tee: Draw = (p, back) => {
  const collar = back ? 'Q400 172 440 150' : 'Q400 215 440 150';
  return `<path d="M360 150 ${collar} L520 176 L630 262 L578 350 L520 318 L520 650 Q400 668 280 650 L280 318 L222 350 L170 262 L280 176 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<path d="M280 318 L280 650 Q300 654 320 656 L318 330 Z" fill="${p.deep}" opacity="0.18"/>
<path d="M222 350 L170 262 L190 250 L240 338 Z" fill="${p.deep}" opacity="0.25"/><path d="M578 350 L630 262 L610 250 L560 338 Z" fill="${p.deep}" opacity="0.25"/>
${back ? `<rect x="385" y="168" width="30" height="16" rx="2" fill="${p.accent}" opacity="0.8"/>` : `<path d="M360 150 Q400 215 440 150" fill="none" stroke="${p.dark}" stroke-width="10"/>`}
<path d="M300 640 Q400 656 500 640" fill="none" stroke="${p.dark}" stroke-width="4" stroke-dasharray="6 6"/>
${gloss('M300 200 L370 190 Q380 260 350 420 L300 440 Z')}`;
};

const tank: Draw = (p, back) => {
  const neck = back ? 'Q400 220 450 160' : 'Q400 280 450 160';
  return `<path d="M330 150 L350 150 ${neck.replace('450 160', '450 150')} L470 150 Q470 260 540 300 L540 660 Q400 676 260 660 L260 300 Q330 260 330 150 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<path d="M262 420 L538 420 L538 450 L262 450 Z" fill="${p.accent}" opacity="0.85"/>
<path d="M262 462 L538 462 L538 474 L262 474 Z" fill="${p.accent}" opacity="0.6"/>
${gloss('M280 320 L340 290 Q360 420 330 620 L280 630 Z')}`;
};

const trousers: Draw = (
  p,
  back,
) => `<path d="M285 150 L515 150 L540 670 L425 670 L400 330 L375 670 L260 670 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<rect x="285" y="150" width="230" height="36" fill="${p.dark}"/>
${[310, 360, 440, 490].map((x) => `<rect x="${x}" y="146" width="10" height="44" rx="3" fill="${p.deep}"/>`).join('')}
${
  back
    ? `<path d="M310 230 h70 v70 h-70 Z M420 230 h70 v70 h-70 Z" fill="${p.deep}" opacity="0.35"/>`
    : `<path d="M400 186 L400 300" stroke="${p.deep}" stroke-width="4"/><path d="M295 200 Q340 240 345 190 M505 200 Q460 240 455 190" fill="none" stroke="${p.deep}" stroke-width="4"/>`
}
<path d="M262 640 L378 640 M422 640 L538 640" stroke="${p.deep}" stroke-width="4" stroke-dasharray="6 6"/>
${gloss('M300 190 L350 190 L330 650 L285 650 Z')}`;

const dress: Draw = (
  p,
  back,
) => `<path d="M345 140 L375 140 Q400 ${back ? 165 : 200} 425 140 L455 140 L470 300 Q440 330 470 360 L610 660 Q400 706 190 660 L330 360 Q360 330 330 300 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<path d="M330 300 Q400 320 470 300 L470 360 Q400 380 330 360 Z" fill="${p.accent}" opacity="0.8"/>
${back ? `<path d="M400 170 L400 330" stroke="${p.deep}" stroke-width="4" stroke-dasharray="3 5"/>` : ''}
<path d="M340 380 Q300 520 240 650 M460 380 Q500 520 560 650 M400 380 L400 680" fill="none" stroke="${p.dark}" stroke-width="3" opacity="0.45"/>
${gloss('M350 160 L380 160 L360 300 L345 300 Z M330 380 L370 380 L300 640 L240 640 Z')}`;

const table: Draw = (
  p,
) => `<path d="M230 400 L250 680 M570 400 L550 680 M300 420 L310 640 M500 420 L490 640" stroke="${p.deep}" stroke-width="18" stroke-linecap="round"/>
<path d="M150 360 L650 360 L620 420 L180 420 Z" fill="url(#bodyV)" stroke="${p.dark}" stroke-width="3"/>
<path d="M150 360 L650 360 L650 376 L150 376 Z" fill="${p.light}"/>
<path d="M240 380 Q400 395 560 380" fill="none" stroke="${p.deep}" stroke-width="2" opacity="0.4"/>
<rect x="330" y="300" width="50" height="60" rx="8" fill="${p.accent}" opacity="0.8"/><path d="M355 300 Q330 250 365 230 Q390 260 355 300 Z" fill="#5a8f3c"/>
${gloss('M170 362 L330 362 L320 372 L172 372 Z')}`;

const lamp: Draw = (p) => `<ellipse cx="400" cy="675" rx="110" ry="24" fill="${p.deep}"/>
<rect x="392" y="300" width="16" height="380" fill="url(#metal)"/>
<ellipse cx="400" cy="330" rx="170" ry="60" fill="#fff3c4" opacity="0.5"/>
<path d="M300 140 L500 140 L570 320 L230 320 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<ellipse cx="400" cy="320" rx="170" ry="18" fill="#fff6d8"/>
${gloss('M310 150 L370 150 L320 310 L255 310 Z')}`;

const necklace: Draw = (
  p,
) => `<path d="M230 180 Q230 470 400 520 Q570 470 570 180" fill="none" stroke="url(#metal)" stroke-width="10" stroke-dasharray="14 4" stroke-linecap="round"/>
<path d="M400 520 L400 545" stroke="url(#metal)" stroke-width="6"/>
<path d="M400 545 Q455 575 440 640 Q420 690 400 700 Q380 690 360 640 Q345 575 400 545 Z" fill="url(#body)" stroke="${p.deep}" stroke-width="3"/>
<circle cx="400" cy="620" r="22" fill="${p.light}" opacity="0.8"/>
${gloss('M380 560 Q370 600 380 650 L392 650 Q385 600 395 560 Z')}`;

const bottle: Draw = (p) => `<rect x="310" y="300" width="180" height="380" rx="46" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<rect x="350" y="230" width="100" height="80" rx="10" fill="url(#metal)"/>
<rect x="385" y="160" width="30" height="76" rx="6" fill="${p.accent}"/>
<path d="M400 168 L400 150 L470 150 L470 168" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linejoin="round"/>
<rect x="330" y="420" width="140" height="150" rx="10" fill="#fbfaf6" opacity="0.88"/>
<rect x="350" y="450" width="100" height="10" rx="5" fill="${p.dark}" opacity="0.7"/><rect x="362" y="474" width="76" height="7" rx="3" fill="${p.dark}" opacity="0.45"/>
${gloss('M325 330 Q330 310 350 306 L356 650 Q330 640 325 620 Z')}`;

const chair: Draw = (
  p,
) => `<path d="M270 560 L250 700 M530 560 L550 700 M300 560 L320 690 M500 560 L480 690" stroke="${p.deep}" stroke-width="16" stroke-linecap="round"/>
<path d="M260 220 Q260 170 310 170 L490 170 Q540 170 540 220 L540 470 L260 470 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<path d="M220 470 Q220 430 260 430 L540 430 Q580 430 580 470 L580 560 Q580 580 560 580 L240 580 Q220 580 220 560 Z" fill="url(#bodyV)" stroke="${p.dark}" stroke-width="3"/>
<path d="M200 380 Q200 350 230 350 L260 350 L260 560 L200 560 Z M600 380 Q600 350 570 350 L540 350 L540 560 L600 560 Z" fill="${p.dark}"/>
<path d="M300 230 L500 230 M300 300 L500 300 M300 370 L500 370" stroke="${p.deep}" stroke-width="3" opacity="0.3"/>
${gloss('M280 190 L360 185 L340 420 L280 420 Z')}`;

const ring: Draw = (p) => `<ellipse cx="400" cy="470" rx="170" ry="150" fill="none" stroke="url(#metal)" stroke-width="42"/>
<ellipse cx="400" cy="470" rx="170" ry="150" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.35" stroke-dasharray="120 420"/>
<path d="M330 300 L360 250 L440 250 L470 300 L400 380 Z" fill="url(#body)" stroke="${p.deep}" stroke-width="3"/>
<path d="M330 300 L470 300 M360 250 L385 300 L400 380 M440 250 L415 300 L400 380" stroke="${p.light}" stroke-width="3" fill="none"/>
<path d="M345 300 L300 330 L330 330 Z M455 300 L500 330 L470 330 Z" fill="url(#metal)"/>
${gloss('M365 258 L395 258 L380 296 Z')}`;

const sack: Draw = (
  p,
) => `<path d="M260 250 L540 250 L590 660 Q590 690 560 690 L240 690 Q210 690 210 660 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<path d="M260 250 L280 180 L520 180 L540 250 Z" fill="${p.dark}"/>
<path d="M270 205 L530 205" stroke="${p.deep}" stroke-width="6" stroke-dasharray="10 8"/>
<ellipse cx="400" cy="470" rx="120" ry="110" fill="#fbfaf6" opacity="0.9"/>
<path d="M345 480 Q400 380 455 480 Q400 540 345 480 Z" fill="${p.accent === '#2b2b2f' ? '#5a8f3c' : '#7cc35a'}"/>
<path d="M400 410 L400 520" stroke="#3f6b27" stroke-width="5"/>
${gloss('M240 300 L300 270 L270 650 L235 640 Z')}`;

const sock: Draw = (
  p,
) => `<path d="M330 140 L480 140 L480 450 Q480 500 530 520 L620 560 Q680 590 660 650 Q640 700 580 690 L390 650 Q320 632 325 560 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<path d="M330 140 L480 140 L480 215 L328 215 Z" fill="${p.dark}"/>
${[350, 372, 394, 416, 438, 460].map((x) => `<path d="M${x} 146 L${x} 210" stroke="${p.deep}" stroke-width="4" opacity="0.5"/>`).join('')}
<path d="M600 560 Q680 590 660 650 Q640 700 580 690 L560 686 Q620 640 600 560 Z" fill="${p.accent}" opacity="0.85"/>
<path d="M326 560 Q320 632 390 650 L420 656 Q360 610 368 540 Z" fill="${p.accent}" opacity="0.85"/>
<path d="M330 300 L480 300 M330 330 L480 330" stroke="${p.light}" stroke-width="10"/>
${gloss('M340 230 L380 225 L375 520 L345 540 Z')}`;

const tent: Draw = (p) => `<path d="M130 640 L400 190 L670 640 Z" fill="url(#body)" stroke="${p.dark}" stroke-width="3"/>
<path d="M400 190 L670 640 L560 640 L400 240 Z" fill="${p.deep}" opacity="0.35"/>
<path d="M400 250 L320 640 L480 640 Z" fill="${p.deep}"/>
<path d="M400 250 L350 640 L400 640 Z" fill="${p.light}" opacity="0.55"/>
<path d="M400 190 L400 150" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>
<path d="M130 640 L80 670 M670 640 L720 670" stroke="${p.deep}" stroke-width="4"/>
${gloss('M400 200 L200 600 L250 600 Z')}`;

const phone: Draw = (p) => `<rect x="270" y="130" width="260" height="540" rx="42" fill="url(#body)" stroke="${p.deep}" stroke-width="4"/>
<rect x="288" y="160" width="224" height="480" rx="26" fill="#111318"/>
<rect x="296" y="168" width="208" height="464" rx="22" fill="url(#screen)"/>
<rect x="370" y="176" width="60" height="16" rx="8" fill="#111318"/>
${[0, 1, 2, 3].map((row) => [0, 1, 2].map((col) => `<rect x="${318 + col * 60}" y="${230 + row * 70}" width="44" height="44" rx="12" fill="#ffffff" opacity="${0.35 + ((row + col) % 3) * 0.15}"/>`).join('')).join('')}
<path d="M296 168 L420 168 L296 420 Z" fill="#ffffff" opacity="0.08"/>`;

const phoneBack: Draw = (p) => `<rect x="270" y="130" width="260" height="540" rx="42" fill="url(#body)" stroke="${p.deep}" stroke-width="4"/>
<rect x="300" y="160" width="120" height="120" rx="28" fill="${p.dark}"/>
<circle cx="335" cy="195" r="24" fill="#111318" stroke="url(#metal)" stroke-width="6"/><circle cx="385" cy="245" r="24" fill="#111318" stroke="url(#metal)" stroke-width="6"/>
<circle cx="390" cy="190" r="8" fill="#fff6d8"/>
${gloss('M285 300 L330 290 L320 640 L285 630 Z')}`;

const petBowl: Draw = (p) => `<ellipse cx="400" cy="430" rx="250" ry="70" fill="${p.deep}"/>
${Array.from({ length: 26 }, (_, i) => `<circle cx="${200 + ((i * 53) % 400)}" cy="${400 + ((i * 29) % 50)}" r="${22 + (i % 3) * 4}" fill="${['#8a5a2b', '#a8713a', '#6f4621'][i % 3]}"/>`).join('')}
<path d="M150 430 Q160 640 300 660 L500 660 Q640 640 650 430 Q400 520 150 430 Z" fill="url(#bodyV)" stroke="${p.dark}" stroke-width="3"/>
<path d="M150 430 Q400 520 650 430" fill="none" stroke="${p.light}" stroke-width="12"/>
<path d="M360 560 q40 -40 80 0 q-40 50 -80 0 Z M340 535 a12 12 0 1 0 1 0 M460 535 a12 12 0 1 0 1 0" fill="${p.accent}" opacity="0.8"/>
${gloss('M190 470 Q220 600 300 630 L300 600 Q240 570 215 480 Z')}`;

const babyBottle: Draw = (p) => `<path d="M370 190 Q370 130 400 120 Q430 130 430 190 Z" fill="#e9c9a8" stroke="#c9a27d" stroke-width="3"/>
<rect x="340" y="186" width="120" height="60" rx="12" fill="url(#bodyV)" stroke="${p.dark}" stroke-width="3"/>
<rect x="320" y="246" width="160" height="420" rx="50" fill="#f6fbff" stroke="#c8d6df" stroke-width="3" opacity="0.95"/>
<rect x="326" y="430" width="148" height="230" rx="46" fill="#fffdf4"/>
${[300, 340, 380, 420, 460, 500, 540].map((y) => `<path d="M440 ${y} L470 ${y}" stroke="${p.dark}" stroke-width="4"/>`).join('')}
<circle cx="380" cy="340" r="26" fill="${p.base}"/><circle cx="372" cy="332" r="6" fill="#fff" opacity="0.7"/>
${gloss('M334 270 L360 262 L356 640 L336 630 Z')}`;

const book: Draw = (p) => `<path d="M250 170 L560 150 L580 640 L270 660 Z" fill="#f4efe2" stroke="#cfc6b0" stroke-width="3"/>
<path d="M235 180 L545 160 L565 650 L255 670 Z" fill="url(#body)" stroke="${p.deep}" stroke-width="3"/>
<path d="M235 180 L270 178 L290 668 L255 670 Z" fill="${p.deep}" opacity="0.55"/>
<rect x="330" y="250" width="160" height="14" rx="7" fill="${p.accent}" opacity="0.85" transform="rotate(-3 410 257)"/>
<rect x="345" y="280" width="130" height="8" rx="4" fill="${p.accent}" opacity="0.55" transform="rotate(-3 410 284)"/>
<circle cx="412" cy="440" r="70" fill="none" stroke="${p.accent}" stroke-width="6" opacity="0.6"/>
${gloss('M300 200 L360 196 L380 640 L320 644 Z')}`;

const controller: Draw = (
  p,
) => `<path d="M220 330 Q250 270 330 280 L470 280 Q550 270 580 330 L660 540 Q680 620 610 630 Q560 630 520 560 L280 560 Q240 630 190 630 Q120 620 140 540 Z" fill="url(#body)" stroke="${p.deep}" stroke-width="4"/>
<path d="M260 370 h30 v-30 h30 v30 h30 v30 h-30 v30 h-30 v-30 h-30 Z" fill="${p.deep}"/>
<circle cx="530" cy="350" r="17" fill="#e05a5a"/><circle cx="565" cy="385" r="17" fill="#5ab0e0"/><circle cx="495" cy="385" r="17" fill="#6bc26b"/><circle cx="530" cy="420" r="17" fill="#f0c24b"/>
<circle cx="340" cy="480" r="40" fill="${p.deep}"/><circle cx="460" cy="480" r="40" fill="${p.deep}"/>
<circle cx="340" cy="480" r="26" fill="${p.dark}"/><circle cx="460" cy="480" r="26" fill="${p.dark}"/>
${gloss('M240 320 Q300 280 380 290 L360 320 Q290 320 250 350 Z')}`;

const sneaker: Draw = (
  p,
) => `<path d="M130 560 Q130 470 200 450 L330 420 Q380 330 430 320 L520 330 Q560 400 640 440 Q700 470 690 560 Z" fill="url(#body)" stroke="${p.deep}" stroke-width="3"/>
<path d="M120 560 L700 560 Q710 610 660 620 L160 620 Q110 615 120 560 Z" fill="#f7f5f0" stroke="#cfcac0" stroke-width="3"/>
<path d="M120 600 L700 600" stroke="${p.dark}" stroke-width="6" opacity="0.5"/>
<path d="M230 520 Q380 470 560 470 Q430 520 270 545 Z" fill="${p.accent}" opacity="0.85"/>
${[0, 1, 2, 3].map((i) => `<path d="M${400 + i * 30} ${350 + i * 12} L${440 + i * 30} ${372 + i * 12}" stroke="#f7f5f0" stroke-width="8" stroke-linecap="round"/>`).join('')}
<path d="M520 330 Q500 380 440 400" fill="none" stroke="${p.dark}" stroke-width="4"/>
${gloss('M200 465 L330 432 L320 470 L210 500 Z')}`;

const headphones: Draw = (
  p,
) => `<path d="M210 470 Q210 170 400 170 Q590 170 590 470" fill="none" stroke="url(#metal)" stroke-width="34" stroke-linecap="round"/>
<path d="M210 470 Q210 170 400 170 Q590 170 590 470" fill="none" stroke="${p.deep}" stroke-width="12" stroke-linecap="round" opacity="0.5"/>
<rect x="150" y="410" width="120" height="200" rx="50" fill="url(#body)" stroke="${p.deep}" stroke-width="3"/>
<rect x="530" y="410" width="120" height="200" rx="50" fill="url(#body)" stroke="${p.deep}" stroke-width="3"/>
<rect x="245" y="430" width="40" height="160" rx="18" fill="${p.deep}"/><rect x="515" y="430" width="40" height="160" rx="18" fill="${p.deep}"/>
${Array.from({ length: 15 }, (_, i) => {
  const height = 20 + Math.abs(Math.sin(i * 1.7)) * 110;
  return `<rect x="${311 + i * 12}" y="${640 - height / 2}" width="7" height="${height}" rx="3" fill="${p.base}" opacity="0.85"/>`;
}).join('')}
${gloss('M165 430 Q190 415 215 420 L200 590 Q170 580 165 560 Z')}`;

export const OBJECTS: Record<ObjectKind, { front: Draw; back?: Draw; backLabel: 'Back' | 'Side' }> = {
  tee: { front: tee, back: (p) => tee(p, true), backLabel: 'Back' },
  tank: { front: tank, back: (p) => tank(p, true), backLabel: 'Back' },
  trousers: { front: trousers, back: (p) => trousers(p, true), backLabel: 'Back' },
  dress: { front: dress, back: (p) => dress(p, true), backLabel: 'Back' },
  table: { front: table, backLabel: 'Side' },
  lamp: { front: lamp, backLabel: 'Side' },
  necklace: { front: necklace, backLabel: 'Side' },
  bottle: { front: bottle, backLabel: 'Side' },
  chair: { front: chair, backLabel: 'Side' },
  ring: { front: ring, backLabel: 'Side' },
  sack: { front: sack, backLabel: 'Side' },
  sock: { front: sock, backLabel: 'Side' },
  tent: { front: tent, backLabel: 'Side' },
  phone: { front: phone, back: phoneBack, backLabel: 'Back' },
  petBowl: { front: petBowl, backLabel: 'Side' },
  babyBottle: { front: babyBottle, backLabel: 'Side' },
  book: { front: book, backLabel: 'Side' },
  controller: { front: controller, backLabel: 'Side' },
  sneaker: { front: sneaker, backLabel: 'Side' },
  headphones: { front: headphones, backLabel: 'Side' },
};

/** What each category's products look like. */
export const KIND_BY_CATEGORY_SLUG: Record<string, ObjectKind> = {
  fashion: 'tee',
  beauty: 'bottle',
  furniture: 'chair',
  jewelry: 'ring',
  activewear: 'tank',
  food: 'sack',
  socks: 'sock',
  camping: 'tent',
  electronics: 'phone',
  'pet-supplies': 'petBowl',
  'baby-items': 'babyBottle',
  books: 'book',
  gaming: 'controller',
  sneakers: 'sneaker',
  'digital-audio': 'headphones',
};

/** Products whose name says they are something else than their category's usual object. */
const KIND_BY_TITLE: readonly [RegExp, ObjectKind][] = [
  [/trousers|leggings|shorts/i, 'trousers'],
  [/dress\b|skirt/i, 'dress'],
  [/table|bench|bookshelf/i, 'table'],
  [/lamp|lantern/i, 'lamp'],
  [/necklace|pendant|anklet/i, 'necklace'],
  [/headphones|headset|speaker/i, 'headphones'],
];

export function kindByTitle(title: string): ObjectKind | undefined {
  return KIND_BY_TITLE.find(([pattern]) => pattern.test(title))?.[1];
}

/** Where the close-up view looks, as the centre of a crop of half the picture's width. */
export const DETAIL_FOCUS: Record<ObjectKind, [number, number]> = {
  trousers: [400, 220],
  dress: [400, 300],
  table: [380, 360],
  lamp: [400, 260],
  necklace: [400, 600],
  tee: [400, 260],
  tank: [400, 430],
  bottle: [400, 300],
  chair: [400, 460],
  ring: [400, 310],
  sack: [400, 440],
  sock: [560, 600],
  tent: [400, 420],
  phone: [400, 300],
  petBowl: [400, 470],
  babyBottle: [400, 260],
  book: [410, 380],
  controller: [500, 400],
  sneaker: [420, 480],
  headphones: [260, 500],
};
