import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A Content-Security-Policy that allows no inline or foreign scripts. Inline *styles* stay
 * allowed: the shop theme is applied as CSS variables in style attributes
 * (vanilla-extract's assignInlineVars), which script-free styling cannot do otherwise.
 */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Cross-origin isolation would block the shop logos and images other sites host.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for these options, worked out once. They depend on nothing in the
 * request (no nonces), and building helmet's middleware on every request, as @fastify/helmet
 * does, cost a tenth of the server's CPU under load.
 */
export function computeSecurityHeaders(options: HelmetOptions = securityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  // helmet's middleware is synchronous; if a future version is not, fail loudly at start-up.
  if (!finished) throw new Error('helmet did not finish synchronously; security headers cannot be precomputed.');
  return headers;
}

/** Worked out once per process; every answer carries them. */
export const securityHeaders: Readonly<Record<string, string>> = computeSecurityHeaders();

export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
