import type { ApiClient, ChecklistItem, ProjectOverview } from '@showroom/api';

/** What POST /api/projectChecklist answered: the whole checklist, and whether anything was new. */
export interface ChecklistAddition {
  /** `data.append_items`: false when every title was already on the checklist. */
  readonly appended: boolean;
  /** `data.project_checklist`: the project's checklist after the request, oldest entry first. */
  readonly items: readonly ChecklistItem[];
  /** The server's message ('Checklist updated successfully.' or why nothing was added). */
  readonly message: string;
}

/** A rename, a tick or both (PUT /api/projectChecklist/{id} takes at least one). */
export type ChecklistChange =
  { readonly title: string; readonly is_done?: boolean } | { readonly title?: string; readonly is_done: boolean };

/** The project checklist's calls (§7 projectChecklist; /visualize/checklist). */
export interface ChecklistService {
  /** GET /api/projectChecklist: the signed-in customer's projects, newest first. */
  listProjects(): Promise<readonly ProjectOverview[]>;
  /** GET /api/projectChecklist/{projectId}: the checklist, oldest entry first; 404 for another's project. */
  loadChecklist(projectId: number): Promise<readonly ChecklistItem[]>;
  /** POST /api/projectChecklist: titles already there (trimmed, any case) are skipped by the server. */
  addItems(projectId: number, titles: readonly string[]): Promise<ChecklistAddition>;
  /** PUT /api/projectChecklist/{id}: the item as the server now has it. */
  updateItem(itemId: number, change: ChecklistChange): Promise<ChecklistItem>;
}

/** What the service needs of the app's services (AppServices has it all). */
export interface ChecklistApp {
  runtime(): Promise<{ readonly api: ApiClient; clientFor(token: string): ApiClient }>;
  readonly session: { getState(): { readonly token: string } };
  readonly router: { currentPath(): string };
  sendSession(event: { readonly type: 'UNAUTHORIZED'; readonly path: string }): void;
}

const services = new WeakMap<object, ChecklistService>();

/**
 * A change (tick, rename, add) goes through the session's client without the §8 toasts: the
 * page says every refusal where the person looks (under the item or the field), and a toast of
 * the same failure in the corner said it twice (for a taken title, Laravel's generic 'Invalid
 * input' beside the real reason). A 401 still ends the session as the app's client does.
 */
async function quietly<T>(app: ChecklistApp, call: (api: ApiClient) => Promise<T>): Promise<T> {
  const api = (await app.runtime()).clientFor(app.session.getState().token);
  try {
    return await call(api);
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 401) {
      app.sendSession({ type: 'UNAUTHORIZED', path: app.router.currentPath() });
    }
    throw error;
  }
}

/** One service per app (the API client loads with the runtime, on first use). */
export function checklistServiceOf(app: ChecklistApp): ChecklistService {
  let service = services.get(app);
  if (!service) {
    const api = async () => (await app.runtime()).api;
    service = {
      async listProjects() {
        return (await (await api()).listChecklistProjects()).data;
      },
      async loadChecklist(projectId) {
        return (await (await api()).getChecklist({ params: { id: projectId } })).data.project_checklist;
      },
      async addItems(projectId, titles) {
        const answer = await quietly(app, (client) =>
          client.addChecklistItems({ body: { project_id: projectId, items: titles.map((title) => ({ title })) } }),
        );
        return {
          appended: answer.data.append_items,
          items: answer.data.project_checklist,
          message: answer.message,
        };
      },
      async updateItem(itemId, change) {
        return (await quietly(app, (client) => client.updateChecklistItem({ params: { id: itemId }, body: change })))
          .data;
      },
    };
    services.set(app, service);
  }
  return service;
}
