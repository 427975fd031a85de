import type { Kysely, Selectable } from 'kysely';
import { projectNotFound } from '../cart/cartAccess.ts';
import type { Database, ProjectsTable, UserRow } from '../db/schema.ts';

export type ProjectRow = Selectable<ProjectsTable>;

/**
 * The ids of the projects a user may chat on, as a subquery: a customer's own, those shared
 * with them (they own the project's showroom), and those they were hired for as a designer.
 */
export function chatProjectIds(db: Kysely<Database>, user: UserRow) {
  return db
    .selectFrom('projects')
    .select('projects.id')
    .where((eb) =>
      eb.or([
        // Only a customer account owns projects (a pro never shops with its own).
        ...(user.type === 'User' ? [eb('projects.user_id', '=', user.id)] : []),
        eb('projects.id', 'in', eb.selectFrom('project_shares').select('project_id').where('user_id', '=', user.id)),
        eb(
          'projects.id',
          'in',
          eb
            .selectFrom('project_designers')
            .innerJoin('designers', 'designers.id', 'project_designers.designer_id')
            .select('project_designers.project_id')
            .where('designers.user_id', '=', user.id),
        ),
      ]),
    );
}

/**
 * A project whose chat the user may read and post to, else 404: the same answer as for a
 * project that does not exist, so ids reveal nothing.
 */
export async function chatProject(db: Kysely<Database>, user: UserRow, projectId: number): Promise<ProjectRow> {
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .where('id', 'in', chatProjectIds(db, user))
    .executeTakeFirst();
  if (!project) throw projectNotFound();
  return project;
}

/** Everyone on a project's chat but `except`: its customer, whom it is shared with, hired designers with accounts. */
export async function chatMembers(db: Kysely<Database>, project: ProjectRow, except: number): Promise<number[]> {
  const [shares, designers] = await Promise.all([
    db.selectFrom('project_shares').select('user_id').where('project_id', '=', project.id).execute(),
    db
      .selectFrom('project_designers')
      .innerJoin('designers', 'designers.id', 'project_designers.designer_id')
      .select('designers.user_id')
      .where('project_designers.project_id', '=', project.id)
      .execute(),
  ]);
  const members = new Set<number>();
  if (project.user_id !== null) members.add(project.user_id);
  for (const row of [...shares, ...designers]) if (row.user_id !== null) members.add(row.user_id);
  members.delete(except);
  return [...members].sort((a, b) => a - b);
}

/** Tells users something happened on a project (the header's notifications, §7). */
export async function notifyUsers(
  db: Kysely<Database>,
  userIds: readonly number[],
  notice: { title: string; message: string; link: string | null; now: string },
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        title: notice.title,
        message: notice.message,
        link: notice.link,
        read_at: null,
        created_at: notice.now,
      })),
    )
    .execute();
}

export const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();
