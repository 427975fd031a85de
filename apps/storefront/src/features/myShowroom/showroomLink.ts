/** The showroom page; `?showroom=` on it opens the showroom named there (ShowroomPage). */
export const SHOWROOM_PAGE_PATH = '/visualize/contractor/all';
export const SHOWROOM_LINK_PARAMETER = 'showroom';

/** The link a contractor or designer gives customers: it opens their showroom at once. */
export function showroomLinkOf(origin: string, vsdId: string): string {
  const url = new URL(SHOWROOM_PAGE_PATH, origin);
  url.searchParams.set(SHOWROOM_LINK_PARAMETER, vsdId);
  return url.toString();
}

/** The Showroom ID a link names (trimmed, upper case), or null when it names none. */
export function linkedShowroomId(search: string): string | null {
  const named = new URLSearchParams(search).get(SHOWROOM_LINK_PARAMETER)?.trim().toUpperCase();
  return named ? named : null;
}
