import { DEMO_IMAGE_CONTENT_TYPE, renderDemoImage } from '@showroom/api/demo';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../http/errors.ts';

/**
 * `/media/...`: the demo pictures, rendered from their path by the shared renderer (the mocks
 * use the same one), so there are no stored files and no external URLs. A path always renders
 * the same picture, hence the long cache.
 */
export function mountMediaRoutes(app: FastifyInstance): void {
  app.get('/media/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const svg = renderDemoImage(path);
    if (svg === null) return reply.code(404).send({ success: false, message: errorMessages.notFound });
    return (
      reply
        .type(DEMO_IMAGE_CONTENT_TYPE)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An SVG is a document: forbid scripts in it even if one were ever rendered.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
}
