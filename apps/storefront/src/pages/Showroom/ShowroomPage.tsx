import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { linkedShowroomId } from '../../features/myShowroom/showroomLink.ts';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { leaveShowroom } from '../../showroom/showroomCategories.ts';
import { ShowroomIdCard } from '../../showroom/ShowroomIdCard.tsx';
import type { ActiveShowroom } from '../../state/showroomStore.ts';
import { ShowroomDepartments } from './ShowroomDepartments.tsx';
import { ShowroomHeader } from './ShowroomHeader.tsx';
import * as styles from './ShowroomPage.css.ts';
import { TopProducts } from './TopProducts.tsx';

const CARD_ID = 'showroom-id-card';

/**
 * `/visualize/contractor/all` (designed: the spec shows no screen). The active showroom's
 * storefront: its brand, company name and ID, its departments and categories, its top
 * products. Without an active showroom, the Showroom ID card that opens one.
 */
export function ShowroomPage(_props: PageProps) {
  const services = useServices();
  const active = useAppStore('showroom', (state) => state.active);
  // Left with New Showroom: the ID field takes the focus the button had.
  const [left, setLeft] = useState(false);
  // A showroom's own link (`?showroom=ID`, given out by its contractor) opens it.
  const linked = linkedShowroomId(useLocation().search);
  if (!active) return <NoShowroom focusEntry={left} enterId={left ? null : linked} />;
  return (
    <Storefront
      showroom={active}
      linked={linked}
      onNewShowroom={() => {
        setLeft(true);
        leaveShowroom(services);
      }}
    />
  );
}

function Storefront({
  showroom,
  linked,
  onNewShowroom,
}: {
  showroom: ActiveShowroom;
  linked: string | null;
  onNewShowroom: () => void;
}) {
  return (
    <div className={styles.page}>
      <ShowroomHeader showroom={showroom} onNewShowroom={onNewShowroom} />
      {linked !== null && linked !== showroom.vsd_id ? (
        // Never switched silently: the cart is priced in the showroom it was filled in.
        <p className={styles.lead} role="note">
          The link you followed is for showroom {linked}. You are shopping in {showroom.company_name}; choose New
          Showroom to enter {linked} instead.
        </p>
      ) : null}
      <ShowroomDepartments />
      <TopProducts vsdId={showroom.vsd_id} />
    </div>
  );
}

function NoShowroom({ focusEntry, enterId }: { focusEntry: boolean; enterId: string | null }) {
  useEffect(() => {
    if (focusEntry) document.getElementById(CARD_ID)?.querySelector('input')?.focus();
  }, [focusEntry]);
  return (
    <section className={styles.noShowroom} aria-labelledby="showroom-heading">
      <h1 id="showroom-heading" className={styles.title}>
        Showroom
      </h1>
      <p className={styles.lead}>
        Every showroom is run by a contractor or designer. Enter the Showroom ID you were given to see its departments,
        categories and top products.
      </p>
      <ShowroomIdCard headingLevel={2} id={CARD_ID} enterId={enterId} />
    </section>
  );
}
