import { BrandLogo, Button } from '@showroom/ui';
import { useBranding } from '../../shell/useBranding.ts';
import type { ActiveShowroom } from '../../state/showroomStore.ts';
import * as styles from './ShowroomPage.css.ts';

/**
 * The showroom's own header: its logo when §4 Theme grants its branding (else its initials in
 * the current brand colour), its company name and public ID, and New Showroom.
 */
export function ShowroomHeader({ showroom, onNewShowroom }: { showroom: ActiveShowroom; onNewShowroom: () => void }) {
  const branding = useBranding();
  const logo = branding.name === showroom.company_name ? branding.logo : null;
  return (
    <header className={styles.hero}>
      <div className={styles.identity}>
        {logo ? (
          <BrandLogo
            name={showroom.company_name}
            src={logo}
            size="lg"
            fallback={<Monogram name={showroom.company_name} />}
          />
        ) : (
          <Monogram name={showroom.company_name} />
        )}
        <div className={styles.names}>
          <p className={styles.eyebrow}>Showroom</p>
          <h1 className={styles.title}>{showroom.company_name}</h1>
          <p className={styles.showroomId}>
            Showroom ID: <span className={styles.code}>{showroom.vsd_id}</span>
          </p>
        </div>
      </div>
      <div className={styles.heroActions}>
        <p className={styles.heroNote}>
          Manufacturer-direct prices from this showroom. Free US delivery on qualifying orders.
        </p>
        <Button variant="outline" onClick={onNewShowroom}>
          New Showroom
        </Button>
      </div>
    </header>
  );
}

function Monogram({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className={styles.monogram} aria-hidden="true">
      {initials}
    </span>
  );
}
