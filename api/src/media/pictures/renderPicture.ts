// Turns a drawn picture (SVG) into the WebP files the store serves: one per width, scaled from one rendering.
import sharp from 'sharp';

export interface Drawing {
  svg: string;
  /** The SVG's own size in px. */
  width: number;
  height: number;
  /** For a close-up: the centre of the area, half the drawing's width and height, to enlarge to the full size. */
  crop?: { x: number; y: number };
}

const WEBP_QUALITY = 82;

// Pictures are made in the background beside requests on small machines: one libvips thread is enough.
sharp.concurrency(1);

/** Renders `drawing` once and scales it to each of `widths` (keeping its aspect), as WebP. */
export async function renderPicture(drawing: Drawing, widths: readonly number[]): Promise<Map<number, Buffer>> {
  const svg = Buffer.from(drawing.svg);
  const { width, height } = drawing;
  let full: Buffer;
  if (drawing.crop) {
    // Drawn at twice the size, so the close-up is as sharp as the other views.
    const left = Math.max(0, Math.min(width, Math.round(drawing.crop.x * 2 - width / 2)));
    const top = Math.max(0, Math.min(height, Math.round(drawing.crop.y * 2 - height / 2)));
    full = await sharp(svg, { density: 144 }).extract({ left, top, width, height }).png({ compressionLevel: 0 }).toBuffer();
  } else {
    full = await sharp(svg).png({ compressionLevel: 0 }).toBuffer();
  }
  const files = new Map<number, Buffer>();
  for (const target of widths) {
    files.set(
      target,
      await sharp(full)
        .resize(target, Math.round((target * height) / width))
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    );
  }
  return files;
}
