import { createCatalogLookups } from './catalog/catalogLookups.ts';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { DesignProvider } from './ai/designProvider.ts';
import { noSocialProviders, type SocialProviders } from './auth/social.ts';
import { type Clock, systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/database.ts';
import { installErrorHandler } from './http/errorHandler.ts';
import { errorMessages } from './http/errors.ts';
import { installFormBodyParser } from './http/formBody.ts';
import { installSecurityHeaders, securityHeaders } from './http/securityHeaders.ts';
import { loadPageRenderer } from './http/pageRenderer.ts';
import { installStaticSite } from './http/staticSite.ts';
import { startMailDispatcher, type MailTransport } from './mail/dispatcher.ts';
import { outboxMailer } from './mail/outbox.ts';
import { smtpTransport } from './mail/smtp.ts';
import { serverRoutes } from './routes/index.ts';
import { mountRoutes } from './http/routes.ts';
import { mountDevRoutes } from './routes/devRoutes.ts';
import { mountMediaRoutes } from './routes/mediaRoutes.ts';
import { loadPictureCatalog } from './media/pictureCatalog.ts';
import { createPictureStore } from './media/pictureStore.ts';
import { createUploadPictureStore } from './media/uploadPictures.ts';
import { mountRoomFileMedia } from './projects/roomFiles.ts';

export interface ServerDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Pino options or `false`; tests pass `false` to keep their output readable. */
  logger?: FastifyServerOptions['logger'];
  /** Tests move time forward to expire codes and tokens. */
  clock?: Clock;
  /** Configured social sign-in providers; none by default. */
  social?: SocialProviders;
  /** AI design generation (ai/designProvider.ts); none by default. */
  designProvider?: DesignProvider | null;
  /**
   * What sends queued mail. By default SMTP_URL's (nodemailer) when it is set, and none without
   * it (the development outbox); tests give a fake to see what would leave.
   */
  mailTransport?: MailTransport;
}

/**
 * Builds the whole HTTP application without listening, so tests drive it with `app.inject`
 * and `main.ts` decides the port. The database is owned by the caller.
 */
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

/** Tells the storefront's page addresses from the API's, so the pages' catch-all route never answers the API. */
const pageAddresses: ConstraintStrategy = {
  name: 'address',
  storage() {
    const handlers = new Map<string, RouteHandler>();
    return {
      get: (value: string) => handlers.get(value) ?? null,
      set: (value: string, handler: RouteHandler) => void handlers.set(value, handler),
    };
  },
  deriveConstraint: (request) => (/^\/api(?:[/?#]|$)/.test(request.url ?? '') ? 'api' : 'page'),
  mustMatchWhenDerived: false,
};

export async function buildServer({
  config,
  database,
  logger,
  clock = systemClock,
  social = noSocialProviders,
  designProvider = null,
  mailTransport,
}: ServerDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Our own ids only: a client-chosen id could be used to forge log lines.
    genReqId: () => randomUUID(),
    // Behind a proxy, set TRUST_PROXY so rate limits key on the client, not the proxy.
    trustProxy: process.env.TRUST_PROXY === '1',
    // A 10 MB query string or header must not reach the handlers.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Requests the router cannot even route (an undecodable address, a path parameter over
    // maxParamLength) get the contract's error shape, not Fastify's, and no echo of the URL.
    frameworkErrors: (error, request, routerReply) => {
      // Fastify types this reply with unresolved route generics; it is an ordinary reply.
      const reply = routerReply as FastifyReply;
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const bad = tooLong || error.code === 'FST_ERR_BAD_URL';
      request.log.info({ code: error.code }, 'request refused by the router');
      return reply
        .headers({ ...securityHeaders, 'x-request-id': request.id })
        .code(tooLong ? 414 : bad ? 400 : 500)
        .send({
          success: false,
          message: tooLong ? errorMessages.urlTooLong : bad ? errorMessages.badUrl : errorMessages.internal,
        });
    },
  });

  installErrorHandler(app);
  installFormBodyParser(app);
  // Once shutdown starts, answers in flight close their keep-alive connection: otherwise an idle
  // keep-alive socket would hold close() open until the client's keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: every response passes here, and a promise a response
  // is measurable at thousands of requests a second.
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });

  installSecurityHeaders(app);
  await app.register(compress, {
    threshold: 1024,
    // Dynamic responses: brotli's default quality 11 costs far more CPU than it saves bytes.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });

  // Mail is queued in the outbox and sent by the dispatcher when there is somewhere to send it.
  const transport = mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  const dispatcher = transport
    ? startMailDispatcher({ db: database.db, clock, log: app.log, transport, from: config.mailFrom })
    : null;
  if (dispatcher) app.addHook('onClose', () => dispatcher.stop());

  const context: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock,
    social,
    designProvider,
    log: app.log,
    mailer: outboxMailer(
      database.db,
      clock,
      app.log,
      dispatcher ? { delivery: 'smtp', queued: dispatcher.kick } : { delivery: 'outbox' },
    ),
    catalog: createCatalogLookups(database.db, clock, config.catalogCacheTtlMs),
    pictures: await loadPictureCatalog(database.db),
    uploads: createUploadPictureStore(join(config.picturesDir, 'uploads'), app.log),
  };
  app.addHook('onClose', () => context.uploads.close());
  mountRoutes(app, context, serverRoutes);
  const pictureStore = createPictureStore(config.picturesDir, app.log);
  app.addHook('onClose', () => pictureStore.close());
  mountMediaRoutes(app, context.pictures, pictureStore);
  // Every product's pictures, made in the background on one core (a view takes seconds, AVIF
  // most of it): until one is made, its addresses answer a placeholder of its colour and size.
  if (config.pictureWarmup) pictureStore.warm(await context.pictures.allSubjects());
  // Room files are stored in the database; an <img> cannot send the token, so they have URLs of their own.
  mountRoomFileMedia(app, database.db, context.uploads);
  if (config.development) mountDevRoutes(app, context);

  const site = await installStaticSite(app, config.staticDir);
  if (site) {
    const renderPage = await loadPageRenderer(app, config.staticDir, app.log);
    app.addConstraintStrategy(pageAddresses);
    // Every page path (HEAD too): a route, not the not-found handler, so responses are compressed.
    // Addresses under /api never reach it: the router refuses or misses them as before.
    app.get('/*', { constraints: { [pageAddresses.name]: 'page' } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // A catalogue page rendered with its data (null for any other page, or when that fails),
      // else what the storefront routes in the browser: index.html, or the HTML the build
      // rendered for that page; an address no page matches gets Page Not Found with a 404.
      const rendered =
        request.method === 'GET' && renderPage
          ? await renderPage(`${request.protocol}://${request.host}${request.url}`)
          : null;
      const page = rendered === null ? await site.page(path) : { html: rendered, status: 200 };
      return reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  }
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ success: false, message: errorMessages.notFound }),
  );

  return app;
}
