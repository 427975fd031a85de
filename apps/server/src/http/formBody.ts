import type { FastifyInstance } from 'fastify';

/**
 * Accept `application/x-www-form-urlencoded` (the lead form posts form data, §7) without a
 * plugin: URLSearchParams is enough. A repeated key keeps its last value, like PHP's.
 */
export function installFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
    done(null, fields);
  });
}
