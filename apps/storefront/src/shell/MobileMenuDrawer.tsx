import type { HeaderMenu } from '@showroom/api';
import { Drawer, Icon } from '@showroom/ui';
import { useEffect, useRef, useState } from 'react';
import { SiteSearch } from '../features/search/SiteSearch.tsx';
import { PrefetchLink } from '../routes/PrefetchLink.tsx';
import { useServices } from '../services/ServicesContext.tsx';
import { categoryHref, departmentHref } from './menuLinks.ts';
import * as styles from './MobileMenu.css.ts';

type MenuCategory = HeaderMenu['categories'][number];

type Level =
  | { readonly kind: 'departments' }
  | { readonly kind: 'categories'; readonly menu: HeaderMenu }
  | { readonly kind: 'children'; readonly menu: HeaderMenu; readonly category: MenuCategory };

export interface MobileMenuDrawerProps {
  readonly menus: readonly HeaderMenu[];
  readonly onClose: () => void;
}

/**
 * §2 mobile menu: slides in from the left, dark, titled 'Menu'; department → category → child
 * with Shop All. Choosing a leaf category stores its id and name and closes the menu.
 */
export function MobileMenuDrawer({ menus, onClose }: MobileMenuDrawerProps) {
  const { showroom } = useServices();
  const [level, setLevel] = useState<Level>({ kind: 'departments' });
  const levelRef = useRef<HTMLDivElement>(null);
  const changedLevel = useRef(false);
  // The button that was pressed is gone with its level: keyboard focus moves to the new level's
  // first control (its back button, or the first department) instead of falling to the dialog.
  useEffect(() => {
    if (changedLevel.current) levelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [level]);
  const goTo = (next: Level) => {
    changedLevel.current = true;
    setLevel(next);
  };

  const select = (leaf: { id: number; name: string }) => {
    showroom.getState().selectCategory({ id: leaf.id, name: leaf.name });
    onClose();
  };

  return (
    <Drawer
      title="Menu"
      side="left"
      tone="dark"
      open
      onOpenChange={(open) => !open && onClose()}
      contentProps={{ onEscapeKeyDown: keepOpenWhileSuggesting }}
    >
      <SiteSearch
        id="menu-search"
        className={styles.search}
        inlinePopup
        onDone={onClose}
        landmarkLabel="Search in the menu"
      />
      <div ref={levelRef}>
        {level.kind === 'departments' && (
          <nav aria-label="Departments">
            <ul className={styles.list}>
              {menus.map((menu) => (
                <li key={menu.id}>
                  <button type="button" className={styles.item} onClick={() => goTo({ kind: 'categories', menu })}>
                    {menu.name}
                    <Icon name="chevron-right" size="sm" />
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {level.kind === 'categories' && (
          <nav aria-label={level.menu.name}>
            <button type="button" className={styles.back} onClick={() => goTo({ kind: 'departments' })}>
              <Icon name="chevron-left" size="sm" />
              All departments
            </button>
            <h3 className={styles.levelTitle}>{level.menu.name}</h3>
            <ul className={styles.list}>
              <li>
                <PrefetchLink className={styles.shopAll} to={departmentHref(level.menu)} onClick={onClose}>
                  Shop All {level.menu.name}
                </PrefetchLink>
              </li>
              {level.menu.categories.map((category) => (
                <li key={category.id}>
                  {category.children.length > 0 ? (
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => goTo({ kind: 'children', menu: level.menu, category })}
                    >
                      {category.name}
                      <Icon name="chevron-right" size="sm" />
                    </button>
                  ) : (
                    <PrefetchLink
                      className={styles.item}
                      to={categoryHref(level.menu, category)}
                      onClick={() => select(category)}
                    >
                      {category.name}
                    </PrefetchLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {level.kind === 'children' && (
          <nav aria-label={level.category.name}>
            <button
              type="button"
              className={styles.back}
              onClick={() => goTo({ kind: 'categories', menu: level.menu })}
            >
              <Icon name="chevron-left" size="sm" />
              {level.menu.name}
            </button>
            <h3 className={styles.levelTitle}>{level.category.name}</h3>
            <ul className={styles.list}>
              <li>
                <PrefetchLink
                  className={styles.shopAll}
                  to={categoryHref(level.menu, level.category)}
                  onClick={onClose}
                >
                  Shop All {level.category.name}
                </PrefetchLink>
              </li>
              {level.category.children.map((child) => (
                <li key={child.id}>
                  <PrefetchLink
                    className={styles.item}
                    to={categoryHref(level.menu, child)}
                    onClick={() => select(child)}
                  >
                    {child.name}
                  </PrefetchLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Drawer>
  );
}

/** Escape in the search box closes its suggestions first (the box's own Escape), then the menu. */
function keepOpenWhileSuggesting(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  if (target?.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true')
    event.preventDefault();
}
