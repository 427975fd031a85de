/** The showroom page; `?showroom=` on it opens the showroom named there (ShowroomPage). */
export const SHOWROOM_PAGE_PATH = '/visualize/contractor/all';
export const SHOWROOM_LINK_PARAMETER = 'showroom';

/** The showroom page's address that opens this showroom (`/visualize/contractor/all?showroom=ID`). */
export function showroomPathOf(vsdId: string): string {
  return `${SHOWROOM_PAGE_PATH}?${new URLSearchParams({ [SHOWROOM_LINK_PARAMETER]: vsdId }).toString()}`;
}

/** The link a contractor or designer gives customers: it opens their showroom at once. */
export function showroomLinkOf(origin: string, vsdId: string): string {
  return new URL(showroomPathOf(vsdId), origin).toString();
}

/** The Showroom ID a link names (trimmed, upper case), or null when it names none. */
export function linkedShowroomId(search: string): string | null {
  const named = new URLSearchParams(search).get(SHOWROOM_LINK_PARAMETER)?.trim().toUpperCase();
  return named ? named : null;
}
