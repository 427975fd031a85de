import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Breadcrumb.css.ts';

export interface BreadcrumbItem {
  readonly label: string;
  /** The address of this level; left out for the current page (always the last item). */
  readonly href?: string;
}

export interface BreadcrumbLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}

export interface BreadcrumbProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** From the top level down; the last item is the page itself. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. */
  label?: string;
  /** Renders a level's link with the host's router (a plain `<a>` by default). */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
}

const plainLink = ({ href, className, children }: BreadcrumbLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * Where the page sits in a hierarchy (showroom › department › category): links to each level
 * above, then the current page marked `aria-current="page"`. Long trails wrap; the separators
 * are drawn by CSS, so screen readers hear only the levels.
 */
export function Breadcrumb({
  items,
  label = 'Breadcrumb',
  renderLink = plainLink,
  className,
  ...rest
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}:${item.label}`} className={styles.item}>
              {current || item.href === undefined ? (
                <span className={styles.current} aria-current={current ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
