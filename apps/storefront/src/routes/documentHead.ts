export const SITE_NAME = 'Showroom';

/** The title and meta description search engines and tabs show for a route's page. */
export function applyDocumentHead(head: { readonly title: string; readonly description: string }): void {
  document.title = `${head.title} | ${SITE_NAME}`;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = head.description;
}
