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

const services = new WeakMap<object, ChecklistService>();

/** One service per app (the API client loads with the runtime, on first use). */
export function checklistServiceOf(app: { runtime(): Promise<{ readonly api: ApiClient }> }): ChecklistService {
  let service = services.get(app);
  if (!service) {
    const api = async () => (await app.runtime()).api;
    service = {
      async listProjects() {
        return (await (await api()).listChecklistProjects()).data;
      },
      async loadChecklist(projectId) {
        return (await (await api()).getChecklist({ params: { projectId } })).data.project_checklist;
      },
      async addItems(projectId, titles) {
        const answer = await (
          await api()
        ).addChecklistItems({ body: { project_id: projectId, items: titles.map((title) => ({ title })) } });
        return {
          appended: answer.data.append_items,
          items: answer.data.project_checklist,
          message: answer.message,
        };
      },
      async updateItem(itemId, change) {
        return (await (await api()).updateChecklistItem({ params: { id: itemId }, body: change })).data;
      },
    };
    services.set(app, service);
  }
  return service;
}
