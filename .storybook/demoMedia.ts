// The root package does not depend on the workspace packages, so the module is imported by path.
import { DEMO_IMAGE_CONTENT_TYPE, renderDemoImage } from '../packages/api/src/demo/images.ts';
import type { Plugin } from 'vite';
import { galleryEntries, galleryPicture } from './materialGallery.ts';
import { storyPicture } from './storyPictures.ts';

/**
 * Serves the demo dataset's generated pictures (`/media/...svg`) in Storybook and in story tests,
 * as the reference server and the MSW handlers do: stories of pages with product, category, room
 * and logo images then show them instead of broken images. Product pictures
 * (`/media/pictures/...`) are vector stand-ins (storyPictures.ts); the material gallery's
 * (`/media/gallery/...`) are the server renderer's own (materialGallery.ts).
 */
export function demoMedia(): Plugin {
  return {
    name: 'showroom-demo-media',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (path === '/media/gallery/index.json') {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(JSON.stringify(galleryEntries()));
          return;
        }
        const painted = galleryPicture(path);
        if (painted) {
          painted.then(
            (bytes) => {
              response.setHeader('Content-Type', 'image/jpeg');
              response.setHeader('Cache-Control', 'no-cache');
              response.end(bytes);
            },
            (error: unknown) => next(error),
          );
          return;
        }
        const picture = storyPicture(path);
        if (picture) {
          picture.bytes.then(
            (bytes) => {
              response.setHeader('Content-Type', picture.type);
              response.setHeader('Cache-Control', 'no-cache');
              response.end(bytes);
            },
            (error: unknown) => next(error),
          );
          return;
        }
        const svg = renderDemoImage((request.url ?? '').split('?')[0] ?? '');
        if (svg === null) return next();
        response.setHeader('Content-Type', DEMO_IMAGE_CONTENT_TYPE);
        response.setHeader('Cache-Control', 'no-cache');
        response.end(svg);
      });
    },
  };
}
