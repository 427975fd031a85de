import { Icon } from '@showroom/ui';
import { shouldSetUpMobileMenu, usesMobileMenu } from '@showroom/machines';
import { lazy, Suspense } from 'react';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';
import * as styles from './MobileMenu.css.ts';
import { useMenus } from './useMenus.ts';
import { useReturnFocus } from './useReturnFocus.ts';
import { useViewportWidth } from './useViewportWidth.ts';

const loadDrawer = () => import('./MobileMenuDrawer.tsx');
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })));

/**
 * §2: the menu button up to 1199 px. The drawer's code loads on intent (hover, focus, touch)
 * and is set up only when the screen is narrow and the menu has content, re-checked on resize.
 */
export function MobileMenuButton() {
  const { overlays } = useServices();
  const width = useViewportWidth();
  const view = useMenus();
  const open = useAppStore('overlays', (state) => state.open === 'mobileMenu');
  const buttonRef = useReturnFocus<HTMLButtonElement>(open);
  if (view.kind === 'loading' && usesMobileMenu(width)) {
    // The button's place, kept while the menus load, so the brand beside it does not move when it comes.
    return <span className={styles.menuButtonPlaceholder} aria-hidden="true" />;
  }
  const itemCount = view.kind === 'ready' ? view.menus.length : 0;
  if (!shouldSetUpMobileMenu(width, itemCount) || view.kind !== 'ready') return null;
  const prefetch = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => overlays.getState().setOpen('mobileMenu', true)}
      >
        <Icon name="menu" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDrawer menus={view.menus} onClose={() => overlays.getState().setOpen('mobileMenu', false)} />
        </Suspense>
      )}
    </>
  );
}
