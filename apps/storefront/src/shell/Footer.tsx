import { Button } from '@showroom/ui';
import { lazy, Suspense } from 'react';
import { footerLinks } from '../config.ts';
import { PrefetchLink } from '../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';
import * as styles from './Footer.css.ts';
import { leadOffer } from './leadOffer.ts';
import { useReturnFocus } from './useReturnFocus.ts';

const loadLeadPopup = () => import('./LeadPopup.tsx');
const LeadPopup = lazy(() => loadLeadPopup().then((module) => ({ default: module.LeadPopup })));

/** §2 footer links and the §1 lead-capture popup ('Save up to 30%'). */
export function Footer() {
  const { overlays } = useServices();
  const open = useAppStore('overlays', (state) => state.open === 'leadPopup');
  const buttonRef = useReturnFocus<HTMLButtonElement>(open);
  const prefetch = () => void loadLeadPopup().catch(() => undefined);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <nav aria-label="Help and policies">
            <ul className={styles.links}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <PrefetchLink className={styles.link} to={link.to}>
                    {link.label}
                  </PrefetchLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.note}>All transactions are in U.S. dollars. Shipping within the United States only.</p>
        </div>
        <section className={styles.offer} aria-labelledby="lead-offer-title">
          <h2 id="lead-offer-title" className={styles.offerTitle}>
            {leadOffer.title}
          </h2>
          <p className={styles.offerText}>{leadOffer.text}</p>
          <Button
            ref={buttonRef}
            size="sm"
            aria-haspopup="dialog"
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onTouchStart={prefetch}
            onClick={() => overlays.getState().setOpen('leadPopup', true)}
          >
            {leadOffer.button}
          </Button>
        </section>
      </div>
      {open && (
        <Suspense fallback={null}>
          <LeadPopup onClose={() => overlays.getState().setOpen('leadPopup', false)} />
        </Suspense>
      )}
    </footer>
  );
}
