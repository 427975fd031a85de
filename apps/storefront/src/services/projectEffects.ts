import type { ApiClient } from '@showroom/api/client';
import type { AttachCartRequest, CreatedProject, CreateProjectRequest, SavedItem } from '@showroom/machines';

/**
 * The two post-sign-in effects §4 gives both the sign-in and the registration machine: a saved
 * design becomes a project, and a guest's cart is attached to a new one. One module, so the two
 * screens cannot drift apart (they did: only one sent the cart id the server needs).
 */

/** `my_item` as `POST /api/projectCart` takes it. */
type ApiSavedItem = Parameters<ApiClient['createProject']>[0]['body']['my_item'];

/** The saved design as the contract sends it (`my_item`), with the stored project when it has none. */
function myItemOf(savedItem: SavedItem | null, projectId: string | null): ApiSavedItem {
  const item = { ...savedItem } as ApiSavedItem;
  return item.project === undefined && projectId !== null ? { ...item, project: projectId } : item;
}

/** A guest cart's temporary project id as the contract wants it, or a refusal the machine turns into §8's toast. */
function temporaryProjectId(value: string | null): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error('The guest cart has no temporary project to attach.');
  return id;
}

export async function createProject(api: ApiClient, request: CreateProjectRequest): Promise<CreatedProject> {
  const answer = await api.createProject({ body: { my_item: myItemOf(request.savedItem, request.projectId) } });
  return { projectId: String(answer.data) };
}

/**
 * The guest cart the browser remembers is no longer there to attach: the server has no such
 * cart (404: attached at an earlier sign-in, checked out, expired) or it is not the one this
 * browser saw (422 on re_temp_project_id). Nothing is left to attach, so sign-in goes on;
 * failing it instead would fail every later attempt too, as the id stays stored.
 */
function guestCartGone(error: unknown): boolean {
  const failure = error as { status?: unknown; fieldErrors?: Record<string, unknown> } | null;
  return failure?.status === 404 || (failure?.status === 422 && failure.fieldErrors?.re_temp_project_id !== undefined);
}

/**
 * A project from the saved design, then the guest cart attached to it. `attachWith` is a
 * client without the §8 toasts (a cart that is gone is no news to the shopper, and any other
 * refusal gets the machine's own 'Please login to proceed.').
 */
export async function attachGuestCart(
  api: ApiClient,
  request: AttachCartRequest,
  attachWith: ApiClient = api,
): Promise<CreatedProject> {
  const tempProjectId = temporaryProjectId(request.tempProjectId);
  const project = await createProject(api, request);
  try {
    // cart_id names the guest cart (the server opens a guest cart by it alone, a §3 deviation);
    // the temporary project id proves it is the one the shopper saw.
    await attachWith.addProjectToCart({
      body: { cart_id: request.cartId, re_temp_project_id: tempProjectId, project_id: Number(project.projectId) },
    });
  } catch (error) {
    if (!guestCartGone(error)) throw error;
  }
  return project;
}
