import { BrandLogo, Button, CountBadge, Icon, VisuallyHidden } from '@showroom/ui';
import { useEffect, useRef, useState } from 'react';
import { SiteSearch } from '../features/search/SiteSearch.tsx';
import { PrefetchLink } from '../routes/PrefetchLink.tsx';
import { useAppStore } from '../services/ServicesContext.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { DepartmentMenu } from './DepartmentMenu.tsx';
import * as styles from './Header.css.ts';
import { MobileMenuButton } from './MobileMenu.tsx';
import { useBranding } from './useBranding.ts';

/**
 * §2 header: brand, departments (desktop) or the menu button (≤ 1199 px), the product search
 * (beside them on a desktop, a full-width row of its own below), Showroom, account, cart.
 */
export function Header() {
  const branding = useBranding();
  const count = useAppStore('cart', (state) => state.count);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.mobileOnly}>
          <MobileMenuButton />
        </div>
        <PrefetchLink to="/" className={styles.brand} aria-label={branding.logo ? undefined : 'Showroom home'}>
          {branding.logo ? (
            <BrandLogo name={branding.name ?? 'Shop'} src={branding.logo} size="sm" />
          ) : (
            <>
              <span className={styles.brandMark} aria-hidden="true" />
              <span className={styles.brandName}>Showroom</span>
            </>
          )}
        </PrefetchLink>
        <div className={`${styles.departments} ${styles.desktopOnly}`}>
          <DepartmentMenu />
        </div>
        <SiteSearch id="header-search" className={styles.search} />
        <nav aria-label="Account and cart" className={styles.actions}>
          <Button asChild variant="ghost" size="sm" startIcon={<Icon name="store" size="sm" />}>
            <PrefetchLink to="/visualize/contractor/all" aria-label="Showroom">
              <span className={styles.showroomLabel}>Showroom</span>
            </PrefetchLink>
          </Button>
          <AccountMenu />
          <Button asChild variant="outline" size="sm">
            {/* Named on the link itself (validators refuse a link named only through its SVG). */}
            <PrefetchLink to="/cart" aria-label={`Cart ${cartCountLabel(count)}`}>
              <CountBadge count={count} label={cartCountLabel}>
                <Icon name="cart" size="sm" />
              </CountBadge>
            </PrefetchLink>
          </Button>
          <CartAnnouncer count={count} />
        </nav>
      </div>
    </header>
  );
}

export function cartCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} in cart`;
}

/** Says a changed cart count out loud; the count a page first loads with is not news. */
function CartAnnouncer({ count }: { count: number }) {
  const previous = useRef(count);
  const [text, setText] = useState('');
  useEffect(() => {
    if (count === previous.current) return;
    previous.current = count;
    setText(`Cart updated: ${cartCountLabel(count)}.`);
  }, [count]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {text}
    </VisuallyHidden>
  );
}
