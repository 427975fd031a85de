export const SITE_NAME = 'Showroom';

let descriptions: Readonly<Record<string, string>> | null = null;
let loading: Promise<void> | null = null;

/** Loads the routes' descriptions (their own chunk, see routeDescriptions.ts) once; a failure may be retried. */
export function loadRouteDescriptions(): Promise<void> {
  loading ??= import('./routeDescriptions.ts').then(
    (module) => {
      descriptions = module.routeDescriptions;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The route's title and, once the descriptions have loaded, its description. Before that (the
 * visit's first page) the description is null: the one its HTML carries stays.
 */
export function routeHead(route: { readonly path: string; readonly title: string }) {
  return { title: route.title, description: descriptions?.[route.path] ?? null };
}

/** The title and meta description search engines and tabs show for a route's page (null: keep the one shown). */
export function applyDocumentHead(head: { readonly title: string; readonly description: string | null }): void {
  document.title = `${head.title} | ${SITE_NAME}`;
  if (head.description === null) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = head.description;
}
