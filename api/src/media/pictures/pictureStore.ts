// Keeps the drawn pictures in the file store: the hero, the banners and the first products' pictures are made in the
// background after start-up, and one a request finds missing (a colour variant, any other product, a file removed from
// the store) is made on the spot — a catalogue of 100,000 products draws only what shoppers ask for.
// A rendering makes every width of its view at once, so the sizes of one view arrive together.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ALL_CATEGORIES, PRODUCT_COLORS, categoryByName } from '../../catalog/categories';
import type { CatalogService } from '../../catalog/CatalogService';
import type { FileStore } from '../../files/fileStore';
import { PICTURE_VIEWS, type PictureView, productPictureSvg } from './productPicture';
import { PRODUCT_PICTURE_WIDTHS, SCENE_WIDTHS, type ProductPictureRequest } from './pictureUrls';
import { type Drawing, renderPicture } from './renderPicture';
import { categoryBannerSvg, heroSvg } from './scenePictures';

/** Bump when the drawings change: new keys, so no instance serves an old rendering under a new URL's promise. */
const RENDERING = 'v1';
const CONTENT_TYPE = 'image/webp';
/** Products whose pictures are made at start: the store's first pages and the featured ones. */
export const PREPARED_PRODUCTS = 400;

export interface StoredPicture {
  stream: Readable;
  size: number;
}

/** A picture to make: its file-store key per width, and how to draw it. */
interface PictureJob {
  keys: Map<number, string>;
  draw: () => Drawing;
}

export interface Pictures {
  /** A product's picture; null for an unknown product. */
  product(request: ProductPictureRequest): Promise<StoredPicture | null>;
  /** A category's banner; null for an unknown category. */
  category(slug: string, width: number): Promise<StoredPicture | null>;
  hero(width: number): Promise<StoredPicture | null>;
  /** Makes the missing pictures of the hero, banners and first products until done or `stopped()`; returns how many. */
  prepareAll(stopped: () => boolean): Promise<number>;
}

export function createPictures(files: FileStore, catalog: CatalogService, log: FastifyBaseLogger): Pictures {
  // One rendering per picture at a time in this process, however many requests ask for it together.
  const making = new Map<string, Promise<void>>();

  const missing = async (job: PictureJob) => {
    for (const key of job.keys.values()) if ((await files.size(key)) === null) return true;
    return false;
  };

  async function make(job: PictureJob): Promise<void> {
    const first = [...job.keys.values()][0];
    let pending = making.get(first);
    if (!pending) {
      pending = (async () => {
        const rendered = await renderPicture(job.draw(), [...job.keys.keys()]);
        for (const [width, key] of job.keys) await files.put(key, rendered.get(width)!, CONTENT_TYPE);
      })().finally(() => making.delete(first));
      making.set(first, pending);
    }
    await pending;
  }

  async function serve(job: PictureJob, width: number): Promise<StoredPicture | null> {
    const key = job.keys.get(width);
    if (!key) return null;
    let size = await files.size(key);
    if (size === null) {
      await make(job);
      size = await files.size(key);
    }
    const stream = size === null ? null : await files.read(key);
    return stream && size !== null ? { stream, size } : null;
  }

  async function productJob(productId: number, view: PictureView, color: string | null): Promise<PictureJob | null> {
    const product = await catalog.product(productId, { includeHidden: true });
    if (!product) return null;
    const category = categoryByName(product.category_name);
    // The default picture shows the product in its first colour, as its swatches list it.
    const colorHex = color === null ? product.colors[0]?.bgColor : PRODUCT_COLORS.find((candidate) => candidate.slug === color)?.hex;
    if (color !== null && !colorHex) return null;
    const name = `${view}${color ? `-${color}` : ''}`;
    return {
      keys: new Map(PRODUCT_PICTURE_WIDTHS.map((width) => [width, `pictures/${RENDERING}/products/${productId}/${name}-${width}.webp`])),
      draw: () => productPictureSvg({ id: productId, categorySlug: category?.slug ?? '', title: product.title, hue: category?.hue ?? 0, colorHex }, view),
    };
  }

  function categoryJob(slug: string): PictureJob | null {
    const category = ALL_CATEGORIES.find((candidate) => candidate.slug === slug);
    if (!category) return null;
    return {
      keys: new Map(SCENE_WIDTHS.map((width) => [width, `pictures/${RENDERING}/categories/${slug}-${width}.webp`])),
      draw: () => categoryBannerSvg(slug, category.hue),
    };
  }

  const heroJob: PictureJob = {
    keys: new Map(SCENE_WIDTHS.map((width) => [width, `pictures/${RENDERING}/hero-${width}.webp`])),
    draw: heroSvg,
  };

  return {
    async product(request) {
      const job = await productJob(request.productId, request.view, request.color);
      return job && serve(job, request.width);
    },
    async category(slug, width) {
      const job = categoryJob(slug);
      return job && serve(job, width);
    },
    hero: (width) => serve(heroJob, width),

    async prepareAll(stopped) {
      const productIds = new Set([...(await catalog.featured()).map((product) => product.id), ...(await catalog.firstProductIds(PREPARED_PRODUCTS))]);
      const jobs: (() => Promise<PictureJob | null>)[] = [
        async () => heroJob,
        ...ALL_CATEGORIES.map((category) => async () => categoryJob(category.slug)),
        ...[...productIds].flatMap((id) => PICTURE_VIEWS.map((view) => () => productJob(id, view, null))),
      ];
      let made = 0;
      for (const next of jobs) {
        if (stopped()) break;
        const job = await next();
        if (!job || !(await missing(job))) continue;
        await make(job);
        made += 1;
        // Give requests a turn between pictures.
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (made > 0) log.info({ made, store: files.location }, 'pictures prepared');
      return made;
    },
  };
}
