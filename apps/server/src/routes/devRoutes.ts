import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * Development only (not mounted when NODE_ENV=production): the mail the server would have
 * sent, newest first, so verification links and one-time codes can be followed by hand.
 */
export function mountDevRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/dev/outbox', async (request) => {
    const query = request.query as { to?: unknown };
    let select = context.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
    if (typeof query.to === 'string' && query.to !== '') select = select.where('to_email', '=', query.to.toLowerCase());
    return { success: true, message: 'Development mail outbox.', data: await select.execute() };
  });
}
