import { Breadcrumb, type BreadcrumbItem } from '@showroom/ui';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';

/** The storefront's showroom page: the top of every catalogue trail. */
export const SHOWROOM_PATH = '/visualize/contractor/all';

/** The design system's Breadcrumb with the router's prefetching links. */
export function CatalogueBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <Breadcrumb
      items={items}
      renderLink={({ href, className, children }) => (
        <PrefetchLink to={href} className={className}>
          {children}
        </PrefetchLink>
      )}
    />
  );
}
