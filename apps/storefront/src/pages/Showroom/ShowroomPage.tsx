import { useAppStore } from '../../services/ServicesContext.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { ShowroomIdCard } from '../../showroom/ShowroomIdCard.tsx';
import * as styles from './ShowroomPage.css.ts';

/** `/visualize/contractor/all`: the active showroom's storefront; without one, the Showroom ID card. */
export function ShowroomPage(_props: PageProps) {
  const active = useAppStore('showroom', (state) => state.active);
  if (!active) return <NoShowroom />;
  return <NoShowroom />;
}

function NoShowroom() {
  return (
    <section className={styles.noShowroom} aria-labelledby="showroom-heading">
      <h1 id="showroom-heading" className={styles.title}>
        Showroom
      </h1>
      <p className={styles.lead}>
        Every showroom is run by a contractor or designer. Enter the Showroom ID you were given to see its departments,
        categories and top products.
      </p>
      <ShowroomIdCard headingLevel={2} />
    </section>
  );
}
