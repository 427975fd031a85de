import { createHash, randomBytes } from 'node:crypto';
import {
  type Picture,
  type PictureFormat,
  type RoomFile,
  type RoomFileType,
  checkRoomFile,
  describeUploadPicture,
  pictureMimeTypes,
  projectToolMessages,
  roomFileContentTypes,
  uploadPictureWidthsFor,
} from '@showroom/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { errorMessages, validationError } from '../http/errors.ts';
import { type UploadLook, type UploadPictureStore, isRasterUpload, lookOfUpload } from '../media/uploadPictures.ts';

/** Where uploaded room files are served; the file part is random, so the address is the key. */
export const ROOM_FILE_URL_PREFIX = '/media/room-files/';
const roomFileUrlPattern = /^\/media\/room-files\/([a-f0-9]{32})\.(png|jpg|gif|bmp|svg)$/;
const variantFile = /^(\d{1,5})\.(avif|webp|jpg)$/;
const rasterExtensions = ['png', 'jpg', 'gif', 'bmp'] as const;

const extensionOf = (type: RoomFileType) => (type === 'jpeg' ? 'jpg' : type);
const typeOfExtension = (extension: string): RoomFileType =>
  extension === 'jpg' ? 'jpeg' : (extension as RoomFileType);

/** A validated upload, ready to be stored: §5 checked, refused with the field `file`. */
export interface CheckedRoomFile {
  name: string;
  type: RoomFileType;
  bytes: Uint8Array;
  /** Upright: a raster upload's size after its EXIF orientation. */
  width: number;
  height: number;
  /** A raster upload's average colour; null for an SVG (not resized). */
  colour: string | null;
}

/**
 * The picture record of a stored room file: a raster upload made since uploads are resized
 * (it has a colour), else null (an SVG, a demo file, an upload kept from before).
 */
export function roomFilePicture(row: {
  url: string;
  name: string;
  user_name: string;
  width: number | null;
  height: number | null;
  picture_colour: string | null;
}): Picture | null {
  const key = roomFileUrlPattern.exec(row.url)?.[1];
  if (!key || row.picture_colour === null || !row.width || !row.height) return null;
  return describeUploadPicture(
    key,
    { width: row.width, height: row.height },
    `Room file ${row.name}, uploaded by ${row.user_name}`,
    row.picture_colour,
  );
}

/**
 * §5 on the bytes (the same check as the browser's and the mocks'), then, for a raster file,
 * the picture decoded whole: a file whose header passes but whose picture is broken is refused
 * as not an image, and the upright size and colour are what the picture record gives.
 */
export async function checkUpload(upload: { name: string; data: readonly string[] }): Promise<CheckedRoomFile> {
  const verdict = checkRoomFile(upload);
  if (!verdict.ok) throw validationError({ file: [verdict.message] });
  let look: UploadLook | null = null;
  if (isRasterUpload(verdict.type)) {
    try {
      look = await lookOfUpload({ type: verdict.type, bytes: verdict.bytes });
    } catch {
      throw validationError({ file: [projectToolMessages.roomFileNotImage] });
    }
  }
  return {
    name: upload.name.trim(),
    type: verdict.type,
    bytes: verdict.bytes,
    width: look?.width ?? verdict.width,
    height: look?.height ?? verdict.height,
    colour: look?.colour ?? null,
  };
}

export async function storeRoomFile(
  db: Kysely<Database>,
  values: { projectId: number; userId: number; userName: string; file: CheckedRoomFile; now: string },
): Promise<RoomFile & { key: string }> {
  const key = randomBytes(16).toString('hex');
  const url = `${ROOM_FILE_URL_PREFIX}${key}.${extensionOf(values.file.type)}`;
  const row = await db
    .insertInto('project_room_files')
    .values({
      project_id: values.projectId,
      user_id: values.userId,
      name: values.file.name,
      url,
      content_type: roomFileContentTypes[values.file.type],
      byte_size: values.file.bytes.length,
      width: values.file.width,
      height: values.file.height,
      content_base64: Buffer.from(values.file.bytes).toString('base64'),
      picture_colour: values.file.colour,
      created_at: values.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    key,
    id: row.id,
    project_id: values.projectId,
    name: values.file.name,
    url,
    picture: roomFilePicture({
      url,
      name: values.file.name,
      user_name: values.userName,
      width: values.file.width,
      height: values.file.height,
      picture_colour: values.file.colour,
    }),
    user_id: values.userId,
    user_name: values.userName,
    created_at: row.created_at,
  };
}

/** The room file as the API gives it: its key is in its addresses, not a field of its own. */
export function withoutKey({ key: _key, ...file }: RoomFile & { key: string }): RoomFile {
  return file;
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ success: false, message: errorMessages.notFound });
const privateForever = 'private, max-age=31536000, immutable';

/**
 * `GET /media/room-files/<key>.<ext>`: an uploaded room file as it was sent, and
 * `GET /media/room-files/<key>/<width>.<avif|webp|jpg>`: a raster one resized (media/uploadPictures.ts).
 * An <img> cannot send the bearer token, so the 128-bit random key in the address is what
 * grants access (like the cart id); only the chat of the project hands it out. The file is sent
 * with the type checked at upload, never sniffed, and an SVG cannot run scripts (sandboxed, no
 * sources allowed). Needs mounting in app.ts beside mountMediaRoutes (its more specific paths
 * win over /media/*).
 */
export function mountRoomFileMedia(app: FastifyInstance, db: Kysely<Database>, uploads: UploadPictureStore): void {
  app.get('/media/room-files/:file', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const stored = roomFileUrlPattern.test(path)
      ? await db
          .selectFrom('project_room_files')
          .select(['content_type', 'content_base64', 'name'])
          .where('url', '=', path)
          .executeTakeFirst()
      : undefined;
    if (!stored?.content_base64 || !stored.content_type) return notFound(reply);
    return reply
      .type(stored.content_type)
      .header('cache-control', privateForever)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('content-disposition', `inline; filename="${stored.name.replace(/[^\w.\- ]/g, '_')}"`)
      .send(Buffer.from(stored.content_base64, 'base64'));
  });

  app.get<{ Params: { key: string; file: string } }>('/media/room-files/:key/:file', async (request, reply) => {
    const { key, file } = request.params;
    const match = variantFile.exec(file);
    if (!match || !/^[a-f0-9]{32}$/.test(key)) return notFound(reply);
    const width = Number(match[1]);
    const format: PictureFormat = match[2] === 'jpg' ? 'jpeg' : (match[2] as PictureFormat);
    const stored = await db
      .selectFrom('project_room_files')
      .select(['url', 'content_base64', 'width', 'picture_colour'])
      .where(
        'url',
        'in',
        rasterExtensions.map((extension) => `${ROOM_FILE_URL_PREFIX}${key}.${extension}`),
      )
      .executeTakeFirst();
    const extension = stored?.url.slice(stored.url.lastIndexOf('.') + 1) ?? '';
    const type = typeOfExtension(extension);
    if (
      !stored?.content_base64 ||
      stored.picture_colour === null ||
      !stored.width ||
      !isRasterUpload(type) ||
      !uploadPictureWidthsFor(stored.width).includes(width)
    ) {
      return notFound(reply);
    }
    const bytes = await uploads.variant(
      { key, type, bytes: Buffer.from(stored.content_base64, 'base64') },
      width,
      format,
    );
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
    void reply.header('cache-control', privateForever).header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
    return reply.type(pictureMimeTypes[format]).send(bytes);
  });
}
