import { Button } from '@showroom/ui';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { ShowroomIdCard } from '../../showroom/ShowroomIdCard.tsx';
import { HomeBelowTheFold } from './HomeBelowTheFold.tsx';
import { HeroVideo } from './HeroVideo.tsx';
import * as styles from './home.css.ts';

/**
 * `/` (SPEC §2 "Home page"): the hero with the Showroom ID entry that themes the whole store.
 * Everything below the hero (sliders, tabs, sections) is its own chunk, loaded as it comes near
 * the screen, so the first visit stays within the size budget (docs/adr/004-storefront-first-load.md).
 */
export function HomePage(_props: PageProps) {
  const hasShowroom = useAppStore('showroom', (state) => state.active !== null);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Manufacturer-direct remodeling materials</p>
          <h1 id="home-heading" className={styles.title}>
            Remodel with materials straight from the maker
          </h1>
          <p className={styles.lead}>
            Enter your contractor’s or designer’s Showroom ID to shop tile, flooring, kitchen and bath at their prices:
            save up to 60 %, with free delivery on qualifying orders.
          </p>
          {/* §2: both pro buttons are hidden while a showroom is active. */}
          {hasShowroom ? null : (
            <div className={styles.heroActions}>
              <Button asChild size="lg">
                <PrefetchLink to="/register/contractor">Sign up as a pro</PrefetchLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <PrefetchLink to="/pro-account">Learn more about pro accounts</PrefetchLink>
              </Button>
            </div>
          )}
        </div>
        <div className={styles.heroAside}>
          <HeroVideo />
          <ShowroomIdCard headingLevel={2} id="showroom-id-card" />
        </div>
      </section>
      <HomeBelowTheFold />
    </div>
  );
}
