import { paginate, type ProjectChatMessage, type RoomFile } from '../../contract/index.ts';
import { demoTimestamp } from '../../demo/time.ts';
import type { DemoUser } from '../../demo/users.ts';
import { invalid, MockFailure, notFound, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';
import { accessibleCart, attachGuestCart, ownProject } from './cart.ts';

/** The owner, or the shop of the project's showroom, may read and write its chat. */
function chatProject(state: MockState, user: DemoUser, projectId: number) {
  const project = state.projects.find((candidate) => candidate.id === projectId);
  const allowed =
    project !== undefined &&
    (project.user_id === user.id || (project.showroom !== null && user.shop_profile?.vsd_id === project.showroom));
  if (!project || !allowed) throw notFound('Project');
  return project;
}

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
    return { data: state.projects.filter((project) => project.user_id === user.id) };
  },
  getChecklist: ({ me, params, state }) => {
    const project = ownProject(state, me(), params.projectId);
    return {
      data: {
        append_items: false,
        project_checklist: state.checklistItems.filter((item) => item.project_id === project.id),
      },
    };
  },
  addChecklistItems: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project_id);
    const existing = state.checklistItems.filter((item) => item.project_id === project.id);
    const fresh = body.items.filter((item) => !existing.some((known) => known.title === item.title));
    for (const item of fresh) {
      state.checklistItems.push({
        id: state.nextId(),
        project_id: project.id,
        title: item.title,
        product_id: item.product_id ?? null,
        is_done: false,
        created_at: demoTimestamp(0),
      });
    }
    return {
      data: {
        append_items: fresh.length > 0,
        project_checklist: state.checklistItems.filter((item) => item.project_id === project.id),
      },
      message: fresh.length > 0 ? 'Checklist updated successfully.' : 'These items are already in your checklist.',
    };
  },
  updateChecklistItem: ({ me, params, body, state }) => {
    const user = me();
    const item = state.checklistItems.find((candidate) => candidate.id === params.id);
    if (!item || !state.projects.some((p) => p.id === item.project_id && p.user_id === user.id)) {
      throw notFound('Checklist item');
    }
    if (body.title !== undefined) item.title = body.title;
    if (body.is_done !== undefined) item.is_done = body.is_done;
    return { data: item, message: 'Checklist updated successfully.' };
  },
  shareProjectToContractor: ({ me, params, state }) => {
    const project = ownProject(state, me(), params.projectId);
    const showroom = state.showrooms.find((candidate) => candidate.profile.vsd_id === project.showroom);
    if (!showroom)
      throw new MockFailure(422, 'This project has no showroom to share with.', {
        project: ['This project has no showroom.'],
      });
    return { data: null, message: `Project shared with ${showroom.profile.company_name}.` };
  },
  listProjectChats: ({ me, query, state }) => {
    const user = me();
    const visible = state.projects
      .filter((project) => query.project_id === undefined || project.id === query.project_id)
      .filter(
        (project) =>
          project.user_id === user.id || (project.showroom !== null && user.shop_profile?.vsd_id === project.showroom),
      )
      .map((project) => project.id);
    const rows: (ProjectChatMessage | RoomFile)[] =
      query.t === 'files'
        ? state.roomFiles.filter((file) => visible.includes(file.project_id))
        : state.chatMessages.filter((message) => visible.includes(message.project_id));
    return { data: paginate(rows, { page: query.page, perPage: query.per_page, path: '/api/projectChat' }) };
  },
  getProjectChat: ({ me, params, state }) => {
    const project = chatProject(state, me(), params.projectId);
    return {
      data: {
        Project_chats: state.chatMessages.filter((message) => message.project_id === project.id),
        room_files: state.roomFiles.filter((file) => file.project_id === project.id),
      },
    };
  },
  sendProjectChat: ({ me, body, state }) => {
    const user = me();
    const project = chatProject(state, user, body.project_id);
    const message = {
      id: state.nextId(),
      project_id: project.id,
      user_id: user.id,
      user_name: `${user.first_name} ${user.last_name}`,
      message: body.message,
      created_at: demoTimestamp(0),
    };
    state.chatMessages.push(message);
    return { data: message, message: 'Message sent.' };
  },
  hireDesigner: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project);
    if (!state.designers.some((designer) => designer.id === body.designer_id)) {
      throw invalid('designer_id', 'The selected designer is invalid.');
    }
    const hired = state.hiredDesigners.get(project.id) ?? new Set<number>();
    hired.add(body.designer_id);
    state.hiredDesigners.set(project.id, hired);
    return {
      data: { designers: state.designers.map((designer) => ({ ...designer, hired: hired.has(designer.id) })) },
      message: 'Designer hired successfully.',
    };
  },
  listDesigners: ({ me, query, state }) => {
    const project = ownProject(state, me(), query.project);
    const hired = state.hiredDesigners.get(project.id) ?? new Set<number>();
    return { data: { designers: state.designers.map((designer) => ({ ...designer, hired: hired.has(designer.id) })) } };
  },
} satisfies Partial<MockResolvers>;
