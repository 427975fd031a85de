import {
  checkRoomFile,
  paginate,
  projectShareMessage,
  projectToolMessages,
  type ProjectChatMessage,
  type ProjectOverview,
  type RoomFile,
} from '../../contract/index.ts';
import { demoTimestamp } from '../../demo/time.ts';
import type { DemoUser } from '../../demo/users.ts';
import { invalid, MockFailure, notFound, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';
import { accessibleCart, attachGuestCart, ownProject } from './cart.ts';

/** The showroom a project belongs to, with its owner (a Contractor, or a Designer with a studio). */
function showroomOf(state: MockState, vsdId: string | null) {
  return vsdId === null ? undefined : state.showrooms.find((candidate) => candidate.profile.vsd_id === vsdId);
}

/**
 * Who may read a project's chat and post to it, as on the server: its customer, the showroom's
 * owner once the project is shared with them, and designers hired for it who have an account.
 * Anyone else gets the same 404 as for a project that does not exist.
 */
function chatProject(state: MockState, user: DemoUser, projectId: number) {
  const project = state.projects.find((candidate) => candidate.id === projectId);
  if (!project || !canChat(state, user, project)) throw notFound('Project');
  return project;
}

function canChat(state: MockState, user: DemoUser, project: MockState['projects'][number]): boolean {
  if (project.user_id === user.id) return true;
  const shared =
    state.projectShares.some((share) => share.project_id === project.id) &&
    showroomOf(state, project.showroom)?.profile.user_id === user.id;
  const hired = [...(state.hiredDesigners.get(project.id) ?? [])].some(
    (designerId) => state.designers.find((designer) => designer.id === designerId)?.user_id === user.id,
  );
  return shared || hired;
}

function designersFor(state: MockState, projectId: number) {
  const hired = state.hiredDesigners.get(projectId) ?? new Set<number>();
  // Best rated first, as the server lists them.
  return state.designers
    .map(({ user_id: _account, ...designer }) => ({ ...designer, hired: hired.has(designer.id) }))
    .sort((a, b) => b.rating - a.rating || a.id - b.id);
}

const titleKey = (title: string) => title.trim().toLowerCase();
const fullName = (user: DemoUser) => `${user.first_name} ${user.last_name}`;

export const projectResolvers = {
  createProject: ({ me, body, state }) => {
    const user = me();
    // The guest cart is checked first: a request refused for it creates nothing.
    const guest = body.cart_id === undefined ? null : accessibleCart(state, body.cart_id, user);
    const id = state.nextId();
    const showroom = typeof body.my_item.showroom === 'string' ? body.my_item.showroom : null;
    state.projects.push({
      id,
      user_id: user.id,
      name: body.name?.trim() || 'My project',
      showroom,
      extra_info: { floorplan: body.my_item.floorplan ?? null, floorTemplate: body.my_item.floorTemplate ?? null },
      total_items: 0,
      created_at: demoTimestamp(0),
    });
    user.total_projects += 1;
    state.hiredDesigners.set(id, new Set());
    if (guest) attachGuestCart(state, guest, id, showroom);
    return { data: id, message: 'Project created successfully.' };
  },
  getProject: ({ me, params, state }) => ({ data: ownProject(state, me(), params.projectId) }),
  updateProject: ({ me, params, body, state }) => {
    const project = ownProject(state, me(), params.projectId);
    project.extra_info = body.extra_info;
    return { data: project, message: 'Project saved.' };
  },
  listChecklistProjects: ({ me, state }) => {
    const user = me();
    const data: ProjectOverview[] = state.projects
      .filter((project) => project.user_id === user.id)
      .map(({ user_id: _owner, ...project }) => {
        const checklist = state.checklistItems.filter((item) => item.project_id === project.id);
        return {
          ...project,
          showroom_name: showroomOf(state, project.showroom)?.profile.company_name ?? null,
          shared_at: state.projectShares.find((share) => share.project_id === project.id)?.shared_at ?? null,
          checklist_total: checklist.length,
          checklist_done: checklist.filter((item) => item.is_done).length,
          hired_designers: state.hiredDesigners.get(project.id)?.size ?? 0,
        };
      })
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return { data, message: projectToolMessages.projectsLoaded };
  },
  getChecklist: ({ me, params, state }) => {
    const project = ownProject(state, me(), params.id);
    return {
      data: {
        append_items: false,
        project_checklist: state.checklistItems.filter((item) => item.project_id === project.id),
      },
      message: projectToolMessages.checklistLoaded,
    };
  },
  addChecklistItems: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project_id);
    body.items.forEach((item, index) => {
      if (item.product_id !== undefined && !state.products.some((product) => product.id === item.product_id)) {
        throw invalid(`items.${index}.product_id`, projectToolMessages.productInvalid);
      }
    });
    const known = new Set(
      state.checklistItems.filter((item) => item.project_id === project.id).map((item) => titleKey(item.title)),
    );
    let added = 0;
    for (const item of body.items) {
      if (known.has(titleKey(item.title))) continue;
      known.add(titleKey(item.title));
      added += 1;
      state.checklistItems.push({
        id: state.nextId(),
        project_id: project.id,
        title: item.title.trim(),
        product_id: item.product_id ?? null,
        is_done: false,
        created_at: demoTimestamp(0),
      });
    }
    return {
      data: {
        append_items: added > 0,
        project_checklist: state.checklistItems.filter((item) => item.project_id === project.id),
      },
      message: added > 0 ? projectToolMessages.checklistUpdated : projectToolMessages.checklistNothingNew,
    };
  },
  updateChecklistItem: ({ me, params, body, state }) => {
    const user = me();
    const item = state.checklistItems.find((candidate) => candidate.id === params.id);
    if (!item || !state.projects.some((p) => p.id === item.project_id && p.user_id === user.id)) {
      throw new MockFailure(404, projectToolMessages.checklistItemNotFound);
    }
    if (body.title !== undefined) {
      const key = titleKey(body.title);
      const taken = state.checklistItems.some(
        (other) => other.project_id === item.project_id && other.id !== item.id && titleKey(other.title) === key,
      );
      if (taken) throw invalid('title', projectToolMessages.checklistTitleTaken);
      item.title = body.title.trim();
    }
    if (body.is_done !== undefined) item.is_done = body.is_done;
    return { data: item, message: projectToolMessages.checklistUpdated };
  },
  shareProjectToContractor: ({ me, params, state }) => {
    const project = ownProject(state, me(), params.projectId);
    const showroom = showroomOf(state, project.showroom);
    if (!showroom) throw invalid('projectId', projectToolMessages.noShowroom);
    const existing = state.projectShares.find((share) => share.project_id === project.id);
    const share = existing ?? { project_id: project.id, shared_at: demoTimestamp(0) };
    if (!existing) state.projectShares.push(share);
    return {
      data: {
        project_id: project.id,
        showroom: showroom.profile.vsd_id,
        company_name: showroom.profile.company_name,
        shared_at: share.shared_at,
      },
      message: projectShareMessage(showroom.profile.company_name, existing !== undefined),
    };
  },
  listProjectChats: ({ me, query, state }) => {
    const user = me();
    const visible = state.projects
      .filter((project) => query.project_id === undefined || project.id === query.project_id)
      .filter((project) => canChat(state, user, project))
      .map((project) => project.id);
    const newestFirst = <T extends { id: number; created_at: string }>(a: T, b: T) =>
      b.created_at.localeCompare(a.created_at) || b.id - a.id;
    const rows: (ProjectChatMessage | RoomFile)[] =
      query.t === 'files'
        ? state.roomFiles.filter((file) => visible.includes(file.project_id)).sort(newestFirst)
        : state.chatMessages.filter((message) => visible.includes(message.project_id)).sort(newestFirst);
    return {
      data: paginate(rows, { page: query.page, perPage: query.per_page, path: '/api/projectChat' }),
      message: projectToolMessages.chatsLoaded,
    };
  },
  getProjectChat: ({ me, params, state }) => {
    const project = chatProject(state, me(), params.projectId);
    const owner = state.users.find((candidate) => candidate.id === project.user_id);
    return {
      data: {
        project: {
          id: project.id,
          name: project.name,
          owner_name: owner ? fullName(owner) : '',
          showroom: project.showroom,
        },
        Project_chats: state.chatMessages.filter((message) => message.project_id === project.id),
        room_files: state.roomFiles.filter((file) => file.project_id === project.id),
      },
      message: projectToolMessages.chatLoaded,
    };
  },
  sendProjectChat: ({ me, body, state }) => {
    const user = me();
    const project = chatProject(state, user, body.project_id);
    // The file is checked before anything is kept: a refused file sends no message either.
    const verdict = body.file === undefined ? undefined : checkRoomFile(body.file);
    if (verdict && !verdict.ok) throw invalid('file', verdict.message);
    const author = {
      project_id: project.id,
      user_id: user.id,
      user_name: fullName(user),
      created_at: demoTimestamp(0),
    };
    const chat = body.message === undefined ? null : { id: state.nextId(), ...author, message: body.message };
    if (chat) state.chatMessages.push(chat);
    let roomFile: RoomFile | null = null;
    if (body.file !== undefined && verdict?.ok) {
      const id = state.nextId();
      // The mocks keep no bytes and resize nothing: the file is shown as a demo room picture, a
      // vector one, so it has no resized `picture` (its type and size are still checked).
      roomFile = { id, ...author, name: body.file.name.trim(), url: `/media/rooms/upload-${id}.svg`, picture: null };
      state.roomFiles.push(roomFile);
    }
    const message = chat && roomFile ? 'messageAndFileSent' : chat ? 'messageSent' : 'roomFileSent';
    return { data: { chat, room_file: roomFile }, message: projectToolMessages[message] };
  },
  hireDesigner: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project);
    if (!state.designers.some((designer) => designer.id === body.designer_id)) {
      throw invalid('designer_id', projectToolMessages.designerInvalid);
    }
    const hired = state.hiredDesigners.get(project.id) ?? new Set<number>();
    const already = hired.has(body.designer_id);
    hired.add(body.designer_id);
    state.hiredDesigners.set(project.id, hired);
    return {
      data: { designers: designersFor(state, project.id) },
      message: already ? projectToolMessages.designerAlreadyHired : projectToolMessages.designerHired,
    };
  },
  listDesigners: ({ me, query, state }) => {
    const project = ownProject(state, me(), query.project);
    return { data: { designers: designersFor(state, project.id) }, message: projectToolMessages.designersLoaded };
  },
} satisfies Partial<MockResolvers>;
