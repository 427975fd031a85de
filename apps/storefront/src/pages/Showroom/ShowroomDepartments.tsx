import type { HeaderMenu } from '@showroom/api';
import { Button, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { categoryHref, departmentHref } from '../../shell/menuLinks.ts';
import { useMenus } from '../../shell/useMenus.ts';
import * as styles from './ShowroomPage.css.ts';

/** The showroom's departments and their categories (the header's menus), leading to the product lists. */
export function ShowroomDepartments() {
  const view = useMenus();
  return (
    <section className={styles.section} aria-labelledby="showroom-departments">
      <h2 id="showroom-departments" className={styles.sectionTitle}>
        Departments
      </h2>
      {(() => {
        switch (view.kind) {
          case 'noShowroom':
          case 'loading':
            return (
              <SkeletonGroup label="Loading departments" className={styles.departmentGrid}>
                {[0, 1, 2].map((index) => (
                  <div key={index} className={styles.department}>
                    <Skeleton variant="text" width="8rem" />
                    <Skeleton variant="text" lines={4} />
                  </div>
                ))}
              </SkeletonGroup>
            );
          case 'error':
            return (
              <StateMessage
                tone="error"
                title="The departments could not be loaded."
                description="Check your connection and try again."
                action={
                  <Button variant="outline" onClick={view.retry}>
                    Try again
                  </Button>
                }
              />
            );
          case 'empty':
            return (
              <StateMessage
                tone="info"
                title="This showroom has no departments yet."
                description="Its contractor or designer has not listed any categories."
              />
            );
          case 'ready':
            return (
              <div className={styles.departmentGrid}>
                {view.menus.map((menu) => (
                  <Department key={menu.id} menu={menu} />
                ))}
              </div>
            );
        }
      })()}
    </section>
  );
}

function Department({ menu }: { menu: HeaderMenu }) {
  const headingId = `department-${menu.id}`;
  return (
    <section className={styles.department} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.departmentName}>
        {menu.name}
      </h3>
      <ul className={styles.categoryList}>
        {menu.categories.map((category) => (
          <li key={category.id}>
            <PrefetchLink className={styles.categoryLink} to={categoryHref(menu, category)}>
              {category.name}
            </PrefetchLink>
            {category.children.length > 0 && (
              <ul className={styles.childList}>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <PrefetchLink className={styles.childLink} to={categoryHref(menu, child)}>
                      {child.name}
                    </PrefetchLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <PrefetchLink className={styles.shopAll} to={departmentHref(menu)}>
        Shop All {menu.name}
      </PrefetchLink>
    </section>
  );
}
