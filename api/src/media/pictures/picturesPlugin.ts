// Decorates `app.pictures`: the drawn product pictures, banners and hero, kept in the fulfilment's file store and
// (with `preparePictures`, as server.ts runs it) made in the background once the app is ready.
import fp from 'fastify-plugin';
import { type Pictures, createPictures } from './pictureStore';

export interface PicturesOptions {
  preparePictures?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    pictures: Pictures;
  }
}

export default fp<PicturesOptions>(
  async (app, options) => {
    const pictures = createPictures(app.fulfilment.files, app.catalog, app.log);
    app.decorate('pictures', pictures);

    let stopping = false;
    let preparing: Promise<unknown> | null = null;
    if (options.preparePictures) {
      app.addHook('onReady', async () => {
        // Not awaited: the store serves while the pictures are made; a request for one not made yet makes it.
        preparing = pictures
          .prepareAll(() => stopping)
          .catch((error: unknown) => app.log.error({ err: error }, 'preparing pictures failed; each is made when first requested'));
      });
    }
    app.addHook('preClose', async () => {
      stopping = true;
      await preparing;
    });
  },
  { name: 'pictures', dependencies: ['catalog', 'fulfilment'] },
);
