import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A Content-Security-Policy that allows no inline or foreign scripts. Inline *styles* stay
 * allowed: the shop theme is applied as CSS variables in style attributes
 * (vanilla-extract's assignInlineVars), which script-free styling cannot do otherwise.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}
