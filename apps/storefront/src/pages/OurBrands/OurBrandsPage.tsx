import { Button } from '@showroom/ui';
import { useState } from 'react';
import { brandPartners, type BrandPartner } from '../../content/brandPartners.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import * as styles from './OurBrandsPage.css.ts';

/** Where the brands are bought: the active showroom's catalogue (§2 "Continue Shopping"). */
export const SHOP_PATH = '/visualize/contractor/all';

/** A brand's logo; when it cannot load, the name stays (the heading) and the picture goes. */
function BrandLogoImage({ brand }: { brand: BrandPartner }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={styles.logo}
      src={brand.logo}
      // The name is the card's heading right below: the logo adds nothing to hear.
      alt=""
      width={240}
      height={80}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** /our-brands (§2 "screen not shown"): the brand partners, with what each makes. */
export function OurBrandsPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>Our Brands</h1>
        <p className={styles.lead}>
          The manufacturers whose materials you buy through Showroom, direct from the maker: flooring, tile, stone,
          lighting, cabinets, outdoor living and bath.
        </p>
      </header>

      <ul className={styles.grid} aria-label="Brand partners">
        {brandPartners.map((brand) => (
          <li key={brand.slug} className={styles.brand} data-brand={brand.slug}>
            <BrandLogoImage brand={brand} />
            <h2 className={styles.brandName}>{brand.name}</h2>
            <p className={styles.speciality}>{brand.speciality}</p>
          </li>
        ))}
      </ul>

      <section className={styles.actions} aria-label="Shop the brands">
        <p className={styles.actionsText}>
          Every brand here is in the showroom catalogue. Enter a showroom and shop them at its prices.
        </p>
        <Button asChild>
          <PrefetchLink to={SHOP_PATH}>Shop these brands</PrefetchLink>
        </Button>
        <Button asChild variant="outline">
          <PrefetchLink to="/pro-account">Buy them at wholesale as a pro</PrefetchLink>
        </Button>
      </section>
    </div>
  );
}
