export { Breadcrumb } from './Breadcrumb.tsx';
export type { BreadcrumbItem, BreadcrumbLinkProps, BreadcrumbProps } from './Breadcrumb.tsx';
