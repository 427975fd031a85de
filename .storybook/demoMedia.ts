// The root package does not depend on the workspace packages, so the module is imported by path.
import { DEMO_IMAGE_CONTENT_TYPE, renderDemoImage } from '../packages/api/src/demo/images.ts';
import type { Plugin } from 'vite';
import { galleryEntries, galleryPicture } from './materialGallery.ts';
import { storyProductPicture, storyProductPictures } from './productPictures.ts';
import { storyPicture } from './storyPictures.ts';

/**
 * Serves the demo dataset's generated pictures (`/media/...svg`) in Storybook and in story tests,
 * as the reference server and the MSW handlers do: stories of pages with product, category, room
 * and logo images then show them instead of broken images. Product pictures
 * (`/media/pictures/...`) are vector stand-ins (storyPictures.ts); the material gallery's and
 * the product-picture stories' (`/media/gallery/...`) are the server renderer's own
 * (materialGallery.ts, productPictures.ts).
 */
export function demoMedia(): Plugin {
  return {
    name: 'showroom-demo-media',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const send = (type: string, body: string | Buffer) => {
          response.setHeader('Content-Type', type);
          response.setHeader('Cache-Control', 'no-cache');
          response.end(body);
        };
        const sendPainted = (type: string, bytes: Promise<Buffer>) =>
          bytes.then(
            (painted) => send(type, painted),
            (error: unknown) => next(error),
          );
        if (path === '/media/gallery/index.json') return send('application/json', JSON.stringify(galleryEntries()));
        if (path === '/media/gallery/products.json') {
          return send('application/json', JSON.stringify(storyProductPictures()));
        }
        const painted = galleryPicture(path);
        if (painted) return void sendPainted('image/jpeg', painted);
        const picture = storyProductPicture(path) ?? storyPicture(path);
        if (picture) return void sendPainted(picture.type, picture.bytes);
        const svg = renderDemoImage(path);
        if (svg === null) return next();
        send(DEMO_IMAGE_CONTENT_TYPE, svg);
      });
    },
  };
}
