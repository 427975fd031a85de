import type { CatalogLookups } from './catalog/catalogLookups.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DesignProvider } from './ai/designProvider.ts';
import type { SocialProviders } from './auth/social.ts';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Dialect } from './db/dialect.ts';
import type { Database } from './db/schema.ts';
import type { Mailer } from './mail/outbox.ts';
import type { PictureCatalog } from './media/pictureCatalog.ts';
import type { UploadPictureStore } from './media/uploadPictures.ts';

/** What every handler may use; built once per server. */
export interface AppContext {
  config: ServerConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  mailer: Mailer;
  social: SocialProviders;
  /** AI design generation; null when none is configured (the endpoint then answers 503). */
  designProvider: DesignProvider | null;
  log: FastifyBaseLogger;
  /** Cached showroom and category lookups (see catalog/catalogLookups.ts). */
  catalog: CatalogLookups;
  /** Describes products' and categories' pictures for API answers (media/pictureCatalog.ts). */
  pictures: PictureCatalog;
  /** Uploaded room files resized, made on disk (media/uploadPictures.ts). */
  uploads: UploadPictureStore;
}
