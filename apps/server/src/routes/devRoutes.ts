import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development only (not mounted when NODE_ENV=production): the mail the server would have
 * sent, newest first, so verification links and one-time codes can be followed by hand.
 * It holds live one-time codes, so it answers the machine the server runs on and nobody else,
 * even when a development server is started on a public address or behind a proxy.
 */
export function mountDevRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/dev/outbox', async (request, reply) => {
    // A proxy on this machine (nginx, a dev server's proxy) also connects from loopback, so a
    // request it forwarded, which says so in its headers, is someone else's.
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (forwarded || !loopbackAddresses.has(request.socket.remoteAddress ?? '')) {
      return reply.callNotFound();
    }
    const query = request.query as { to?: unknown };
    let select = context.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
    if (typeof query.to === 'string' && query.to !== '') select = select.where('to_email', '=', query.to.toLowerCase());
    return { success: true, message: 'Development mail outbox.', data: await select.execute() };
  });
}
