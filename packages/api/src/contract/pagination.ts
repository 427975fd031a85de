import { z } from 'zod';
import { named } from './registry.ts';
import { idParamSchema } from './vocabulary.ts';

/** §9: the default page size. */
export const DEFAULT_PAGE_SIZE = 10;

export const paginationLinkSchema = named(
  'PaginationLink',
  z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() }),
);
export type PaginationLink = z.infer<typeof paginationLinkSchema>;

/**
 * §3 pagination record (Laravel's paginator): the page's rows in `data`, the total, the page
 * links, the path, the last page, next and previous URLs, the current page, and the page size.
 */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().nonnegative(),
    per_page: z.number().int().positive(),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    path: z.string(),
    links: z.array(paginationLinkSchema),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });
}
export interface Paginated<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  path: string;
  links: PaginationLink[];
  next_page_url: string | null;
  prev_page_url: string | null;
}

/** `page` and `per_page` query parameters shared by every list. */
export const pageQueryShape = {
  page: idParamSchema.optional(),
  per_page: idParamSchema.max(100).optional(),
};

/**
 * Builds the §3 pagination record for one page of `rows`, the way the server and the mocks
 * answer list calls. Pages beyond the last give the last page (as the §5 jump rule does).
 */
export function paginate<T>(
  rows: readonly T[],
  options: { page?: number | undefined; perPage?: number | undefined; path: string },
): Paginated<T> {
  const perPage = options.perPage ?? DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const page = Math.min(Math.max(1, options.page ?? 1), lastPage);
  const url = (n: number) => `${options.path}?page=${n}`;
  const numbered = Array.from({ length: lastPage }, (_, index) => ({
    url: url(index + 1),
    label: String(index + 1),
    active: index + 1 === page,
  }));
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    total: rows.length,
    per_page: perPage,
    current_page: page,
    last_page: lastPage,
    path: options.path,
    links: [
      { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
      ...numbered,
      { url: page < lastPage ? url(page + 1) : null, label: 'Next &raquo;', active: false },
    ],
    next_page_url: page < lastPage ? url(page + 1) : null,
    prev_page_url: page > 1 ? url(page - 1) : null,
  };
}
