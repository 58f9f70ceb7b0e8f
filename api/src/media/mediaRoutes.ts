// GET /media/…: product pictures (WebP, three views, three widths, per colour, or an operator's upload in those
// widths), category banners, the home hero,
// the placeholder, payment marks and audio samples. Pictures come from the file store (pictures/pictureStore.ts),
// drawn on first request if the background preparation has not reached them. Each URL always has the same bytes,
// so clients may cache them for a year. (The older SVG illustrations stay served for links already shared.)
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PRODUCT_COLORS, categoryByName } from '../catalog/categories';
import { ApiError } from '../http/ApiError';
import { parseByteRange } from '../http/byteRange';
import { categoryImageSvg, placeholderSvg } from './categoryImage';
import { paymentLogoSvg } from './paymentLogos';
import { type ProductImageVariant, productImageSvg } from './productImage';
import { sampleMelodyWav } from './sampleMelody';
import { parseProductPicture } from './pictures/pictureUrls';
import { parseUploadedPicture, uploadedPictureKey } from './pictures/uploadedPictures';
import type { StoredPicture } from './pictures/pictureStore';

const PRODUCT_IMAGE_FILE = /^([1-9]\d{0,8})(?:-([a-z-]+))?\.svg$/;
const CATEGORY_IMAGE_FILE = /^([a-z-]+)\.svg$/;
const PAYMENT_LOGO_FILE = /^([a-z]+)\.svg$/;
const AUDIO_FILE = /^([1-9]\d{0,8})\.wav$/;
const FOREVER = 'public, max-age=31536000, immutable';
/** Previews take a quarter of a second to synthesise and players ask for them in several ranges: keep a few. */
const RECENT_AUDIO = 8;
const recentAudio = new Map<number, Buffer>();

function previewOf(productId: number): Buffer {
  let wav = recentAudio.get(productId);
  if (wav) {
    recentAudio.delete(productId);
  } else {
    wav = sampleMelodyWav(productId);
    if (recentAudio.size >= RECENT_AUDIO) recentAudio.delete(recentAudio.keys().next().value!);
  }
  recentAudio.set(productId, wav);
  return wav;
}
const CATEGORY_PICTURE_FILE = /^([a-z]+(?:-[a-z]+)*)-(\d{3,4})\.webp$/;
const HERO_PICTURE_FILE = /^hero-(\d{3,4})\.webp$/;

function sendPicture(reply: FastifyReply, picture: StoredPicture) {
  return reply
    .header('cache-control', FOREVER)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', picture.size)
    .type('image/webp')
    .send(picture.stream);
}

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('cache-control', FOREVER)
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own is a document: allow nothing but its inline styling.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(svg)
  );
}

const mediaRoutes: FastifyPluginAsync = async (app) => {
  const notFound = () => new ApiError(404, 'Media not found');

  app.get<{ Params: { file: string } }>('/products/:file', async (request, reply) => {
    const match = PRODUCT_IMAGE_FILE.exec(request.params.file);
    const product = match && (await app.catalog.product(Number(match[1]), { includeHidden: true }));
    if (!match || !product) throw notFound();

    let variant: ProductImageVariant = { kind: 'main' };
    if (match[2] === 'hover') {
      variant = { kind: 'hover' };
    } else if (match[2] !== undefined) {
      const color = PRODUCT_COLORS.find((candidate) => candidate.slug === match[2]);
      if (!color) throw notFound();
      variant = { kind: 'color', hex: color.hex };
    }
    const hue = categoryByName(product.category_name)?.hue ?? 0;
    return sendSvg(reply, productImageSvg({ id: product.id, title: product.title, categoryName: product.category_name, hue }, variant));
  });

  app.get<{ Params: { id: string; file: string } }>('/products/:id/:file', async (request, reply) => {
    const upload = parseUploadedPicture(request.params.id, request.params.file);
    if (upload) {
      const key = uploadedPictureKey(upload);
      const size = await app.fulfilment.files.size(key);
      const stream = size === null ? null : await app.fulfilment.files.read(key);
      if (size === null || !stream) throw notFound();
      return sendPicture(reply, { stream, size });
    }
    const picture = parseProductPicture(request.params.id, request.params.file);
    const stored = picture && (await app.pictures.product(picture));
    if (!stored) throw notFound();
    return sendPicture(reply, stored);
  });

  app.get<{ Params: { file: string } }>('/categories/:file', async (request, reply) => {
    const banner = CATEGORY_PICTURE_FILE.exec(request.params.file);
    if (banner) {
      const stored = await app.pictures.category(banner[1], Number(banner[2]));
      if (!stored) throw notFound();
      return sendPicture(reply, stored);
    }
    const slug = CATEGORY_IMAGE_FILE.exec(request.params.file)?.[1];
    const name = slug && (await app.catalog.categoryNameOf(slug));
    if (!name) throw notFound();
    return sendSvg(reply, categoryImageSvg(name, categoryByName(name)?.hue ?? 0));
  });

  app.get<{ Params: { file: string } }>('/:file', async (request, reply) => {
    const hero = HERO_PICTURE_FILE.exec(request.params.file);
    const stored = hero && (await app.pictures.hero(Number(hero[1])));
    if (!stored) throw notFound();
    return sendPicture(reply, stored);
  });

  app.get('/placeholder.svg', async (_request, reply) => sendSvg(reply, placeholderSvg()));

  app.get<{ Params: { file: string } }>('/payments/:file', async (request, reply) => {
    const svg = paymentLogoSvg(PAYMENT_LOGO_FILE.exec(request.params.file)?.[1] ?? '');
    if (!svg) throw notFound();
    return sendSvg(reply, svg);
  });

  app.get<{ Params: { file: string } }>('/audio/:file', async (request, reply) => {
    const match = AUDIO_FILE.exec(request.params.file);
    const product = match && (await app.catalog.product(Number(match[1]), { includeHidden: true }));
    if (!match || !product?.sample_url) throw notFound();

    const wav = previewOf(product.id);
    const range = parseByteRange(request.headers.range, wav.length);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${wav.length}`).send({ message: 'Range not satisfiable' });
    }
    reply.header('cache-control', FOREVER).header('accept-ranges', 'bytes').type('audio/wav');
    if (range === null) return reply.send(wav);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${wav.length}`)
      .send(wav.subarray(range.start, range.end + 1));
  });
};

export default mediaRoutes;
