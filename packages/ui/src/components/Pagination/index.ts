export { Pagination, paginationSizes } from './Pagination.tsx';
export type { PaginationProps, PaginationSize } from './Pagination.tsx';
export { clampPageJump, paginationItems } from './Pagination.items.ts';
export type { PaginationItem, PaginationRecord } from './Pagination.items.ts';
