import type {
  ApiClient,
  ChecklistItem,
  Designer,
  Project,
  ProjectOverview,
  ProjectShare,
  ShoppingCart,
} from '@showroom/api';

/**
 * My Projects' calls (§7 project API): the customer's projects, one project with its extra
 * info, its cart, checklist and designers, hiring a designer and sharing with the showroom's
 * contractor; and the rules that turn their answers into what /projects shows.
 */

/** One line sent to update_project_cart: a product, its size (null: its first) and a quantity. */
export interface ProjectCartItemInput {
  readonly product_id: number;
  readonly size_id: number | null;
  readonly quantity: number;
}

/** What a hire or a share answered: the result and the server's own words for it. */
export interface Answered<T> {
  readonly data: T;
  readonly message: string;
}

export interface ProjectsService {
  /** GET /api/projectChecklist: My Projects, newest first. */
  listProjects(): Promise<readonly ProjectOverview[]>;
  /** GET /api/projectCart/{id}: the project with its extra info (404 for another's). */
  loadProject(projectId: number): Promise<Project>;
  /** GET /api/projectCart?project=ID: the cart as the server answers it (for editing it). */
  loadProjectCart(projectId: number): Promise<ShoppingCart>;
  /**
   * POST /api/projectCart/update_project_cart: REPLACES the project's lines with `items` (all
   * or none; a product and size listed twice is refused). Resolves with the server's cart.
   */
  replaceCart(projectId: number, items: readonly ProjectCartItemInput[]): Promise<ShoppingCart>;
  /** GET /api/projectChecklist/{id}. */
  loadChecklist(projectId: number): Promise<readonly ChecklistItem[]>;
  /** GET /api/hire_designer?project=ID. */
  loadDesigners(projectId: number): Promise<readonly Designer[]>;
  /** POST /api/hire_designer: the updated list and the server's message. */
  hire(projectId: number, designerId: number): Promise<Answered<readonly Designer[]>>;
  /** GET /api/project/share_to_contractor/{id}. */
  share(projectId: number): Promise<Answered<ProjectShare>>;
}

/** The page's address: `/projects?project=702&tab=designers`. */
export const PROJECT_PARAM = 'project';
export const TAB_PARAM = 'tab';

export const projectTabs = ['cart', 'details', 'checklist', 'chat', 'designers', 'share'] as const;
export type ProjectTab = (typeof projectTabs)[number];

/**
 * The project the address names: null when it names none, 'invalid' for anything that is not
 * a project id (shown as "could not be found", like another customer's project).
 */
export function projectIdFromSearch(search: URLSearchParams): number | null | 'invalid' {
  const raw = search.get(PROJECT_PARAM);
  if (raw === null || raw.trim() === '') return null;
  if (!/^\d{1,9}$/.test(raw.trim())) return 'invalid';
  const id = Number(raw.trim());
  return id > 0 ? id : 'invalid';
}

/** The tab the address names, the cart when it names none or an unknown one. */
export function projectTabFromSearch(search: URLSearchParams): ProjectTab {
  const raw = search.get(TAB_PARAM);
  return (projectTabs as readonly string[]).includes(raw ?? '') ? (raw as ProjectTab) : 'cart';
}

/** The address of a project (and tab): the cart, the first tab, is left out. */
export function projectSearch(projectId: number | null, tab: ProjectTab = 'cart'): string {
  if (projectId === null) return '';
  return tab === 'cart' ? `?${PROJECT_PARAM}=${projectId}` : `?${PROJECT_PARAM}=${projectId}&${TAB_PARAM}=${tab}`;
}

/** 'floorTemplate', 'floor_template' → 'Floor template'. */
export function labelOfKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value of extra info in words; null when there is nothing to show. */
export function textOfValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const parts = value.map(textOfValue).filter((part): part is string => part !== null);
    return parts.length === 0 ? null : parts.join(', ');
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => {
        const text = textOfValue(inner);
        return text === null ? null : `${labelOfKey(key)}: ${text}`;
      })
      .filter((part): part is string => part !== null);
    return parts.length === 0 ? null : parts.join('; ');
  }
  return null;
}

export interface DetailRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/**
 * §3 extra_info is the visualizer's free-form data: each key with something in it becomes a
 * labelled row, in the order the project keeps them; empty values are left out.
 */
export function extraInfoRows(extraInfo: Project['extra_info']): DetailRow[] {
  if (extraInfo === null) return [];
  return Object.entries(extraInfo).flatMap(([key, value]) => {
    const text = textOfValue(value);
    return text === null ? [] : [{ key, label: labelOfKey(key), value: text }];
  });
}

export function checklistSummary(done: number, total: number): string {
  if (total === 0) return 'No checklist items yet';
  return `${done} of ${total} checklist ${total === 1 ? 'item' : 'items'} done`;
}

export function designersSummary(hired: number): string {
  if (hired === 0) return 'No designer hired';
  return `${hired} ${hired === 1 ? 'designer' : 'designers'} hired`;
}

/** 'Reyes Remodeling Co. (DEMO0001)', the ID alone when the company is unknown, or null. */
export function showroomLabel(showroom: string | null, companyName: string | null): string | null {
  if (showroom === null) return null;
  return companyName === null || companyName.trim() === '' ? showroom : `${companyName} (${showroom})`;
}

/** The request failed because the project is not the caller's (or does not exist). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/**
 * What to say about a refused or failed request: a 422's first field message (the server's
 * reason, e.g. 'This project has no showroom to share with.'), else the client's §8 message,
 * else the body's, else `fallback`.
 */
export function failureText(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { fieldErrors, userMessage, body } = error as {
    fieldErrors?: Record<string, readonly string[] | undefined>;
    userMessage?: unknown;
    body?: unknown;
  };
  const first = fieldErrors ? Object.values(fieldErrors).find((messages) => messages?.[0])?.[0] : undefined;
  if (typeof first === 'string' && first.trim() !== '') return first;
  if (typeof userMessage === 'string' && userMessage.trim() !== '') return userMessage;
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

const services = new WeakMap<object, ProjectsService>();

/** One service per app (the API client loads with the runtime, on first use). */
export function projectsServiceOf(app: { runtime(): Promise<{ readonly api: ApiClient }> }): ProjectsService {
  let service = services.get(app);
  if (!service) {
    service = createProjectsService(async () => (await app.runtime()).api);
    services.set(app, service);
  }
  return service;
}

export function createProjectsService(api: () => Promise<ApiClient>): ProjectsService {
  return {
    async listProjects() {
      return (await (await api()).listChecklistProjects()).data;
    },
    async loadProject(projectId) {
      return (await (await api()).getProject({ params: { projectId } })).data;
    },
    async loadProjectCart(projectId) {
      return (await (await api()).getProjectCart({ query: { project: projectId } })).data;
    },
    async replaceCart(projectId, items) {
      const answer = await (
        await api()
      ).updateProjectCart({
        body: {
          project_id: projectId,
          items: items.map((item) => ({
            product_id: item.product_id,
            ...(item.size_id === null ? {} : { size_id: item.size_id }),
            quantity: item.quantity,
          })),
        },
      });
      return answer.data;
    },
    async loadChecklist(projectId) {
      return (await (await api()).getChecklist({ params: { id: projectId } })).data.project_checklist;
    },
    async loadDesigners(projectId) {
      return (await (await api()).listDesigners({ query: { project: projectId } })).data.designers;
    },
    async hire(projectId, designerId) {
      const answer = await (await api()).hireDesigner({ body: { project: projectId, designer_id: designerId } });
      return { data: answer.data.designers, message: answer.message };
    },
    async share(projectId) {
      const answer = await (await api()).shareProjectToContractor({ params: { projectId } });
      return { data: answer.data, message: answer.message };
    },
  };
}
