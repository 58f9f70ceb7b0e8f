// Renders the store's icon (shell/public/favicon.svg, the drawing) into the raster files pages link to:
// `node scripts/renderIcons.mjs` after changing the drawing. A browser decodes a page's SVG icon as a document of its
// own on the page's main thread (tens of milliseconds after the first paint, decision 0048); a PNG costs next to
// nothing, and social previews take no SVG.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'public');
const drawing = path.join(publicDir, 'favicon.svg');

/** The drawing's background, under the corners of the home-screen icon, which iOS rounds itself (and blackens if clear). */
const BACKGROUND = '#1d4ed8';

/** File name → size in pixels (square), and whether its corners are filled. */
const ICONS = [
  { file: 'favicon-32.png', size: 32, filled: false },
  { file: 'apple-touch-icon.png', size: 180, filled: true },
  { file: 'icon-512.png', size: 512, filled: false },
];

for (const { file, size, filled } of ICONS) {
  const image = sharp(drawing, { density: (72 * size) / 32 }).resize(size, size);
  if (filled) image.flatten({ background: BACKGROUND });
  await image.png({ compressionLevel: 9, palette: true }).toFile(path.join(publicDir, file));
}
