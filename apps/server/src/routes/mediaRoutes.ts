import { createHash } from 'node:crypto';
import { type PictureFormat, type PictureView, pictureMimeTypes } from '@showroom/api';
import { DEMO_IMAGE_CONTENT_TYPE, renderDemoImage } from '@showroom/api/demo';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorMessages } from '../http/errors.ts';
import type { PictureCatalog } from '../media/pictureCatalog.ts';
import { pictureKey, placeholderColour, productIdOfKey } from '../media/pictureKeys.ts';
import type { PictureStore } from '../media/pictureStore.ts';
import { heightFor, viewWidths } from '../media/pictureViews.ts';

const immutable = 'public, max-age=31536000, immutable';
const variantFile = /^(swatch|closeup|room)-(\d{1,5})\.(avif|webp|jpg)$/;

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ success: false, message: errorMessages.notFound });
}

/**
 * `/media/pictures/{key}/{view}-{width}.{ext}`: a product's pictures (media/). The key is a
 * digest of what the bytes are made from, so a made variant is cached forever and its ETag
 * never changes. A variant not made yet answers at once with a flat picture of its colour and
 * size (not cacheable) and is moved to the front of the making queue: AVIF takes seconds.
 *
 * `/media/...`: the demo pictures (SVG) of logos, designers and rooms, rendered from their path
 * by the shared renderer (the mocks use the same one). A path always renders the same picture.
 */
export function mountMediaRoutes(app: FastifyInstance, pictures: PictureCatalog, store: PictureStore): void {
  app.get<{ Params: { key: string; file: string } }>('/media/pictures/:key/:file', async (request, reply) => {
    const { key, file } = request.params;
    const match = variantFile.exec(file);
    const productId = productIdOfKey(key);
    if (!match || productId === null) return notFound(reply);
    const view = match[1] as PictureView;
    const width = Number(match[2]);
    const format: PictureFormat = match[3] === 'jpg' ? 'jpeg' : (match[3] as PictureFormat);
    if (!viewWidths[view].includes(width)) return notFound(reply);
    const subject = await pictures.findSubject(productId);
    // An address of an older look of the product (renamed, resized…) is gone, not redirected:
    // its bytes would not be what the address names.
    if (!subject || pictureKey(subject) !== key) return notFound(reply);

    const bytes = await store.read(key, view, width, format);
    if (!bytes) {
      store.request(subject, view);
      const placeholder = await store.placeholder(placeholderColour(subject), width, heightFor(view, width), format);
      return reply
        .type(pictureMimeTypes[format])
        .header('cache-control', 'no-store')
        .header('x-picture', 'placeholder')
        .send(placeholder);
    }
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
    void reply.header('cache-control', immutable).header('etag', etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
    return reply.type(pictureMimeTypes[format]).send(bytes);
  });

  app.get('/media/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const svg = renderDemoImage(path);
    if (svg === null) return notFound(reply);
    return (
      reply
        .type(DEMO_IMAGE_CONTENT_TYPE)
        .header('cache-control', immutable)
        // An SVG is a document: forbid scripts in it even if one were ever rendered.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
}
