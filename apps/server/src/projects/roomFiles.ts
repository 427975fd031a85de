import { randomBytes } from 'node:crypto';
import { type RoomFile, type RoomFileType, checkRoomFile, roomFileContentTypes } from '@showroom/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { errorMessages, validationError } from '../http/errors.ts';

/** Where uploaded room files are served; the file part is random, so the address is the key. */
export const ROOM_FILE_URL_PREFIX = '/media/room-files/';
const roomFileUrlPattern = /^\/media\/room-files\/([a-f0-9]{32})\.(png|jpg|gif|bmp|svg)$/;

const extensionOf = (type: RoomFileType) => (type === 'jpeg' ? 'jpg' : type);

/** A validated upload, ready to be stored: §5 checked, refused with the field `file`. */
export interface CheckedRoomFile {
  name: string;
  type: RoomFileType;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export function checkUpload(upload: { name: string; data: readonly string[] }): CheckedRoomFile {
  const verdict = checkRoomFile(upload);
  if (!verdict.ok) throw validationError({ file: [verdict.message] });
  return {
    name: upload.name.trim(),
    type: verdict.type,
    bytes: verdict.bytes,
    width: verdict.width,
    height: verdict.height,
  };
}

export async function storeRoomFile(
  db: Kysely<Database>,
  values: { projectId: number; userId: number; userName: string; file: CheckedRoomFile; now: string },
): Promise<RoomFile> {
  const url = `${ROOM_FILE_URL_PREFIX}${randomBytes(16).toString('hex')}.${extensionOf(values.file.type)}`;
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
      created_at: values.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    project_id: values.projectId,
    name: values.file.name,
    url,
    user_id: values.userId,
    user_name: values.userName,
    created_at: row.created_at,
  };
}

/**
 * `GET /media/room-files/<key>.<ext>`: an uploaded room file. An <img> cannot send the bearer
 * token, so the 128-bit random key in the address is what grants access (like the cart id);
 * only the chat of the project hands it out. The file is sent with the type checked at upload,
 * never sniffed, and an SVG cannot run scripts (sandboxed, no sources allowed). Needs mounting
 * in app.ts beside mountMediaRoutes (its more specific path wins over /media/*).
 */
export function mountRoomFileMedia(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/media/room-files/:file', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const stored = roomFileUrlPattern.test(path)
      ? await db
          .selectFrom('project_room_files')
          .select(['content_type', 'content_base64', 'name'])
          .where('url', '=', path)
          .executeTakeFirst()
      : undefined;
    if (!stored?.content_base64 || !stored.content_type) {
      return reply.code(404).send({ success: false, message: errorMessages.notFound });
    }
    return reply
      .type(stored.content_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('content-disposition', `inline; filename="${stored.name.replace(/[^\w.\- ]/g, '_')}"`)
      .send(Buffer.from(stored.content_base64, 'base64'));
  });
}
