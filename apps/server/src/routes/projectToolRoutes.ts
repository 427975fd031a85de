import { projectShareMessage, projectToolMessages } from '@showroom/api';
import type { FastifyRequest } from 'fastify';
import { ownProject, projectNotFound, shopperOf } from '../cart/cartAccess.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';
import { chatPage, projectChat } from '../projects/chat.ts';
import { addChecklistEntries, projectChecklist, updateChecklistEntry } from '../projects/checklist.ts';
import { designersFor, hire } from '../projects/designers.ts';
import { chatMembers, chatProject, fullName, notifyUsers } from '../projects/projectAccess.ts';
import { projectOverviews } from '../projects/projectOverview.ts';
import { checkUpload, storeRoomFile, withoutKey } from '../projects/roomFiles.ts';
import { isRasterUpload } from '../media/uploadPictures.ts';

function signedInUser(caller: { user: UserRow | null }): UserRow {
  // authorize() ran first; this only narrows the type.
  if (!caller.user) throw new HttpError(401, 'Unauthenticated.');
  return caller.user;
}

/**
 * The router ignores trailing slashes, so `/api/projectChecklist/` (a project with an empty id)
 * would land on the list; it asks for a project that cannot exist (as cartRoutes does).
 */
function refuseEmptyProjectId(request: FastifyRequest): void {
  if (request.url.split('?', 1)[0]!.endsWith('/')) throw projectNotFound();
}

/** Where notifications about a project send the customer (the pros read chats from their account). */
const projectsLink = '/projects';

/**
 * The §7 project tools (issue 16): My Projects, the checklist, sharing with the showroom's
 * contractor, the chat with its room files, and designers. A customer reaches only their own
 * projects; a chat also opens for the showroom owner it was shared with and for hired
 * designers with an account. Anything else is 404, like a project that does not exist.
 */
export const projectToolRoutes: RouteTable = {
  listChecklistProjects: {
    async handle({ caller, request }, { db }) {
      refuseEmptyProjectId(request);
      const user = signedInUser(caller);
      return { data: await projectOverviews(db, user.id), message: projectToolMessages.projectsLoaded };
    },
  },

  getChecklist: {
    async handle({ params, caller }, { db }) {
      const project = await ownProject(db, shopperOf(caller.user), params.id);
      return {
        data: { append_items: false, project_checklist: await projectChecklist(db, project.id) },
        message: projectToolMessages.checklistLoaded,
      };
    },
  },

  addChecklistItems: {
    async handle({ body, caller }, { db, clock }) {
      const project = await ownProject(db, shopperOf(caller.user), body.project_id);
      const added = await addChecklistEntries(db, project.id, body.items, clock().toISOString());
      return {
        data: { append_items: added > 0, project_checklist: await projectChecklist(db, project.id) },
        message: added > 0 ? projectToolMessages.checklistUpdated : projectToolMessages.checklistNothingNew,
      };
    },
  },

  updateChecklistItem: {
    async handle({ params, body, caller }, { db, clock }) {
      const user = signedInUser(caller);
      const item = await updateChecklistEntry(db, user.id, params.id, body, clock().toISOString());
      return { data: item, message: projectToolMessages.checklistUpdated };
    },
  },

  shareProjectToContractor: {
    async handle({ params, caller }, { db, clock }) {
      const user = signedInUser(caller);
      const project = await ownProject(db, shopperOf(user), params.projectId);
      const shop =
        project.shop_id === null
          ? undefined
          : await db
              .selectFrom('shops')
              .select(['id', 'user_id', 'vsd_id', 'company_name'])
              .where('id', '=', project.shop_id)
              .executeTakeFirst();
      if (!shop) throw validationError({ projectId: [projectToolMessages.noShowroom] });
      const now = clock().toISOString();
      const result = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('project_shares')
          .values({ project_id: project.id, user_id: shop.user_id, shop_id: shop.id, shared_at: now })
          .onConflict((conflict) => conflict.columns(['project_id', 'user_id']).doNothing())
          .returning('shared_at')
          .executeTakeFirst();
        if (inserted) {
          await notifyUsers(trx, [shop.user_id], {
            title: 'Project shared',
            message: `${fullName(user)} shared the project ${project.name} with you.`,
            link: null,
            now,
          });
          return { sharedAt: inserted.shared_at, already: false };
        }
        const existing = await trx
          .selectFrom('project_shares')
          .select('shared_at')
          .where('project_id', '=', project.id)
          .where('user_id', '=', shop.user_id)
          .executeTakeFirstOrThrow();
        return { sharedAt: existing.shared_at, already: true };
      });
      return {
        data: {
          project_id: project.id,
          showroom: shop.vsd_id,
          company_name: shop.company_name,
          shared_at: result.sharedAt,
        },
        message: projectShareMessage(shop.company_name, result.already),
      };
    },
  },

  listProjectChats: {
    async handle({ query, caller, request }, { db }) {
      refuseEmptyProjectId(request);
      const user = signedInUser(caller);
      const data = await chatPage(db, user, {
        projectId: query.project_id,
        files: query.t === 'files',
        page: query.page,
        perPage: query.per_page,
      });
      return { data, message: projectToolMessages.chatsLoaded };
    },
  },

  getProjectChat: {
    async handle({ params, caller }, { db }) {
      const user = signedInUser(caller);
      const project = await chatProject(db, user, params.projectId);
      const owner =
        project.user_id === null
          ? undefined
          : await db
              .selectFrom('users')
              .select(['first_name', 'last_name'])
              .where('id', '=', project.user_id)
              .executeTakeFirst();
      const showroom =
        project.shop_id === null
          ? undefined
          : await db.selectFrom('shops').select('vsd_id').where('id', '=', project.shop_id).executeTakeFirst();
      return {
        data: {
          project: {
            id: project.id,
            name: project.name,
            owner_name: owner ? fullName(owner) : '',
            showroom: showroom?.vsd_id ?? null,
          },
          ...(await projectChat(db, project.id)),
        },
        message: projectToolMessages.chatLoaded,
      };
    },
  },

  sendProjectChat: {
    async handle({ body, caller }, { db, clock, uploads }) {
      const user = signedInUser(caller);
      const project = await chatProject(db, user, body.project_id);
      // The file is checked before anything is kept: a refused file sends no message either.
      const file = body.file === undefined ? null : await checkUpload(body.file);
      const now = clock().toISOString();
      const userName = fullName(user);
      const { stored, ...data } = await db.transaction().execute(async (trx) => {
        const chat =
          body.message === undefined
            ? null
            : await trx
                .insertInto('project_chat_messages')
                .values({ project_id: project.id, user_id: user.id, message: body.message, created_at: now })
                .returning(['id', 'created_at'])
                .executeTakeFirstOrThrow();
        const stored =
          file === null
            ? null
            : await storeRoomFile(trx, { projectId: project.id, userId: user.id, userName, file, now });
        await notifyUsers(trx, await chatMembers(trx, project, user.id), {
          title: 'New message',
          message: `${userName} ${chat ? 'wrote' : 'added a room file'} in ${project.name}.`,
          link: projectsLink,
          now,
        });
        return {
          chat:
            chat && body.message !== undefined
              ? {
                  id: chat.id,
                  project_id: project.id,
                  user_id: user.id,
                  user_name: userName,
                  message: body.message,
                  created_at: chat.created_at,
                }
              : null,
          room_file: stored && withoutKey(stored),
          stored,
        };
      });
      if (file && stored && isRasterUpload(file.type)) {
        // Made behind the answer, thumbnail first: the chat asks for it as soon as it shows the post.
        uploads.prepare({ key: stored.key, type: file.type, bytes: file.bytes }, file.width);
      }
      const message =
        data.chat && data.room_file
          ? projectToolMessages.messageAndFileSent
          : data.chat
            ? projectToolMessages.messageSent
            : projectToolMessages.roomFileSent;
      return { data, message };
    },
  },

  hireDesigner: {
    async handle({ body, caller }, { db, clock }) {
      const user = signedInUser(caller);
      const project = await ownProject(db, shopperOf(user), body.project);
      const now = clock().toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await hire(trx, project.id, body.designer_id, now);
        if (result?.hired && result.designer.user_id !== null) {
          await notifyUsers(trx, [result.designer.user_id], {
            title: 'Hired for a project',
            message: `${fullName(user)} hired you for the project ${project.name}.`,
            link: null,
            now,
          });
        }
        return result;
      });
      if (!outcome) throw validationError({ designer_id: [projectToolMessages.designerInvalid] });
      return {
        data: { designers: await designersFor(db, project.id) },
        message: outcome.hired ? projectToolMessages.designerHired : projectToolMessages.designerAlreadyHired,
      };
    },
  },

  listDesigners: {
    async handle({ query, caller }, { db }) {
      const project = await ownProject(db, shopperOf(caller.user), query.project);
      return { data: { designers: await designersFor(db, project.id) }, message: projectToolMessages.designersLoaded };
    },
  },
};
