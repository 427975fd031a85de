import type { ProjectChatMessage, RoomFile } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fetchPage, pageRecord } from '../http/pagination.ts';
import { chatProjectIds } from './projectAccess.ts';
import { roomFilePicture } from './roomFiles.ts';
import type { UserRow } from '../db/schema.ts';

function messageQuery(db: Kysely<Database>) {
  return db
    .selectFrom('project_chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.project_id', 'm.user_id', 'm.message', 'm.created_at', 'u.first_name', 'u.last_name']);
}

function fileQuery(db: Kysely<Database>) {
  return db
    .selectFrom('project_room_files as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select([
      'f.id',
      'f.project_id',
      'f.user_id',
      'f.name',
      'f.url',
      'f.width',
      'f.height',
      'f.picture_colour',
      'f.created_at',
      'u.first_name',
      'u.last_name',
    ]);
}

const authorName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

function messageView(row: {
  id: number;
  project_id: number;
  user_id: number;
  message: string;
  created_at: string;
  first_name: string;
  last_name: string;
}): ProjectChatMessage {
  return {
    id: row.id,
    project_id: row.project_id,
    user_id: row.user_id,
    user_name: authorName(row),
    message: row.message,
    created_at: row.created_at,
  };
}

function fileView(row: {
  id: number;
  project_id: number;
  user_id: number;
  name: string;
  url: string;
  width: number | null;
  height: number | null;
  picture_colour: string | null;
  created_at: string;
  first_name: string;
  last_name: string;
}): RoomFile {
  const userName = authorName(row);
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    url: row.url,
    picture: roomFilePicture({ ...row, user_name: userName }),
    user_id: row.user_id,
    user_name: userName,
    created_at: row.created_at,
  };
}

/** A project's chat, oldest first (ids follow time: rows are only ever appended). */
export async function projectChat(db: Kysely<Database>, projectId: number) {
  const [messages, files] = await Promise.all([
    messageQuery(db).where('m.project_id', '=', projectId).orderBy('m.id').execute(),
    fileQuery(db).where('f.project_id', '=', projectId).orderBy('f.id').execute(),
  ]);
  return { Project_chats: messages.map(messageView), room_files: files.map(fileView) };
}

/** A page of the messages (or, with `files`, the room files) of every project the user may chat on, newest first. */
export async function chatPage(
  db: Kysely<Database>,
  user: UserRow,
  options: { projectId?: number | undefined; files: boolean; page?: number | undefined; perPage?: number | undefined },
) {
  const visible = chatProjectIds(db, user);
  const path = '/api/projectChat';
  if (options.files) {
    let base = fileQuery(db).where('f.project_id', 'in', visible);
    if (options.projectId !== undefined) base = base.where('f.project_id', '=', options.projectId);
    const { rows, total, window } = await fetchPage(
      options.page,
      options.perPage,
      (limit, offset) =>
        base
          .select((eb) => eb.fn.countAll<number | string>().over().as('total'))
          .orderBy('f.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      async () =>
        Number(
          (
            await base
              .clearSelect()
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        ),
    );
    return pageRecord<ProjectChatMessage | RoomFile>(rows.map(fileView), total, window, path);
  }
  let base = messageQuery(db).where('m.project_id', 'in', visible);
  if (options.projectId !== undefined) base = base.where('m.project_id', '=', options.projectId);
  const { rows, total, window } = await fetchPage(
    options.page,
    options.perPage,
    (limit, offset) =>
      base
        .select((eb) => eb.fn.countAll<number | string>().over().as('total'))
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    async () =>
      Number(
        (
          await base
            .clearSelect()
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      ),
  );
  return pageRecord<ProjectChatMessage | RoomFile>(rows.map(messageView), total, window, path);
}
