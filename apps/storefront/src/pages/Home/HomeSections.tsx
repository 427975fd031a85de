import type { HomeBrand, HomeCategoryPicture, InspiredRoom, InspiredRoomLabel } from '@showroom/api/client';
import { Button, Carousel, Picture, Skeleton, StateMessage, Tabs } from '@showroom/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { brandPartners, type BrandPartner } from '../../content/brandPartners.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import {
  homeCategoryNames,
  inspiredRoomLabels,
  proBenefits,
  reasonsToJoin,
  savings,
  SHOWROOM_PATH,
  testimonials,
} from './homeContent.ts';
import { dataOf } from '../../state/loadable.ts';
import { InspiredDesignCard } from './InspiredDesignCard.tsx';
import * as styles from './sections.css.ts';
import { HOME_PICTURES_NOT_LOADED, useHomeShowcase, type HomeShowcaseState } from './useHomeShowcase.ts';

const ShowroomIdModal = lazy(() =>
  import('../../showroom/ShowroomIdModal.tsx').then((module) => ({ default: module.ShowroomIdModal })),
);

/**
 * §2: a category or See All opens the Showroom ID modal, or the showroom itself when one is
 * active (the modal's showroom then decides what the categories cost).
 */
function useShopEntry() {
  const hasShowroom = useAppStore('showroom', (state) => state.active !== null);
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);
  const enterShop = () => {
    if (hasShowroom) void navigate(SHOWROOM_PATH);
    else setModalOpen(true);
  };
  return { enterShop, modalOpen, setModalOpen };
}

/** The home page below the hero (§2 "Home page"), loaded as it nears the screen. */
export function HomeSections() {
  const { enterShop, modalOpen, setModalOpen } = useShopEntry();
  const showcase = useHomeShowcase();
  return (
    <div className={styles.sections}>
      <InspiredDesigns showcase={showcase} onChoose={enterShop} />
      <ShopByCategory categories={dataOf(showcase.showcase)?.categories ?? null} onChoose={enterShop} />
      <BrandPartners
        brands={dataOf(showcase.showcase)?.brands ?? null}
        waiting={showcase.showcase.status === 'idle' || showcase.showcase.status === 'loading'}
      />
      <CustomerSavings />
      <WhyJoin />
      <BecomePro />
      <Testimonials />
      {modalOpen ? (
        <Suspense fallback={null}>
          <ShowroomIdModal open={modalOpen} onOpenChange={setModalOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}

const categoryPictureSizes = '(max-width: 768px) 44vw, (max-width: 1024px) 32vw, 18rem';

/**
 * §2 "Inspired Designs": a tab per room, each a slider of the showroom's own products in their
 * rooms. With a showroom a design opens its product; before one is chosen it asks for the
 * Showroom ID, as the categories do.
 */
function InspiredDesigns({ showcase, onChoose }: { showcase: HomeShowcaseState; onChoose: () => void }) {
  const { showcase: state, showroom, retry } = showcase;
  return (
    <section className={styles.section} aria-labelledby="inspired-heading">
      <SectionHeading id="inspired-heading" title="Inspired Designs" />
      {state.status === 'error' && state.data === null ? (
        <StateMessage
          tone="error"
          title={HOME_PICTURES_NOT_LOADED}
          description={state.message === HOME_PICTURES_NOT_LOADED ? undefined : state.message}
          action={
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          }
        />
      ) : (
        <Tabs
          label="Rooms"
          variant="pill"
          items={inspiredRoomLabels.map((label) => ({
            value: label,
            label,
            content: (
              <RoomDesigns
                label={label}
                room={dataOf(state)?.rooms.find((room) => room.label === label) ?? null}
                showroom={showroom}
                onChoose={onChoose}
              />
            ),
          }))}
        />
      )}
    </section>
  );
}

function RoomDesigns({
  label,
  room,
  showroom,
  onChoose,
}: {
  label: InspiredRoomLabel;
  room: InspiredRoom | null;
  showroom: string | null;
  onChoose: () => void;
}) {
  if (room === null) {
    return (
      <div className={styles.designSkeletons} role="status" aria-label={`Loading ${label} designs`}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className={styles.designSkeleton} />
        ))}
      </div>
    );
  }
  if (room.designs.length === 0) {
    return (
      <StateMessage
        tone="info"
        title={`No ${label.toLowerCase()} designs yet.`}
        description="This showroom sells nothing for this room yet: see the other rooms, or its whole catalog."
      />
    );
  }
  return (
    <Carousel label={`${label} designs`} slidesPerView={{ base: 1.2, tablet: 2.2, desktop: 3 }}>
      {room.designs.map((design) => (
        <InspiredDesignCard key={design.product_hash} design={design} showroom={showroom} onChoose={onChoose} />
      ))}
    </Carousel>
  );
}

/** §2 "Shop by category": each card the picture of a product of its category, once they have come. */
function ShopByCategory({
  categories,
  onChoose,
}: {
  categories: readonly HomeCategoryPicture[] | null;
  onChoose: () => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="categories-heading">
      <SectionHeading id="categories-heading" title="Shop by category">
        <Button variant="link" onClick={onChoose}>
          See All
        </Button>
      </SectionHeading>
      <Carousel label="Categories" slidesPerView={{ base: 2.2, tablet: 3, desktop: 4 }}>
        {homeCategoryNames.map((name) => {
          const picture = categories?.find((category) => category.name === name)?.picture ?? null;
          return (
            <button key={name} type="button" className={styles.categoryCard} onClick={onChoose}>
              {picture ? (
                <Picture className={styles.categoryImage} picture={picture} sizes={categoryPictureSizes} alt="" />
              ) : (
                <span className={styles.categoryImage} aria-hidden="true" />
              )}
              <span className={styles.categoryName}>{name}</span>
            </button>
          );
        })}
      </Carousel>
    </section>
  );
}

const brandPictureSizes = '(max-width: 768px) 40vw, (max-width: 1024px) 25vw, 13rem';

/**
 * The partners the row shows: with the showroom's pictures, the brands it sells, each by its
 * product; before they come (or if they cannot), every partner.
 */
function brandCards(brands: readonly HomeBrand[] | null): { partner: BrandPartner; brand?: HomeBrand }[] {
  const sold = brandPartners.flatMap((partner) => {
    const brand = brands?.find((candidate) => candidate.name === partner.name);
    return brand ? [{ partner, brand }] : [];
  });
  return sold.length > 0 ? sold : brandPartners.map((partner) => ({ partner }));
}

/**
 * §2 "Our brand partners": each brand the showroom sells, shown by one of its products, with its
 * logo. While the pictures come, their boxes hold the row's height; if they cannot come, the
 * logos stand alone.
 */
function BrandPartners({ brands, waiting }: { brands: readonly HomeBrand[] | null; waiting: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="brands-heading">
      <SectionHeading id="brands-heading" title="Our brand partners">
        <Button asChild variant="link">
          <PrefetchLink to="/our-brands">See All</PrefetchLink>
        </Button>
      </SectionHeading>
      <Carousel label="Brand partners" slidesPerView={{ base: 2.5, tablet: 4, desktop: 6 }}>
        {brandCards(brands).map(({ partner, brand }) => (
          <div key={partner.slug} className={styles.brandCard} data-brand={partner.slug}>
            {brand ? (
              <Picture className={styles.brandPicture} picture={brand.picture} sizes={brandPictureSizes} />
            ) : waiting ? (
              <Skeleton className={styles.brandPicture} />
            ) : null}
            <img
              className={styles.brandLogo}
              src={partner.logo}
              alt={partner.name}
              loading="lazy"
              decoding="async"
              width={240}
              height={80}
            />
          </div>
        ))}
      </Carousel>
    </section>
  );
}

function CustomerSavings() {
  return (
    <section className={styles.savings} aria-labelledby="savings-heading">
      <div className={styles.savingsIntro}>
        <h2 id="savings-heading" className={styles.sectionTitle}>
          What our customers save
        </h2>
        <p className={styles.savingsHeadline}>
          Up to <strong className={styles.savingsFigure}>{savings.upTo} %</strong> off retail
        </p>
        <p className={styles.muted}>Average savings by room, compared with the same materials at retail.</p>
      </div>
      <dl className={styles.savingsList}>
        {savings.averages.map((item) => (
          <div key={item.room} className={styles.savingsItem}>
            <dt className={styles.savingsRoom}>{item.room}</dt>
            <dd className={styles.savingsValue}>
              <span className={styles.savingsBar} style={{ width: `${item.percent}%` }} aria-hidden="true" />
              <span>{item.percent} % on average</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function WhyJoin() {
  return (
    <section className={styles.section} aria-labelledby="why-heading">
      <SectionHeading id="why-heading" title="Why shop through a showroom" />
      <ul className={styles.reasons}>
        {reasonsToJoin.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <h3 className={styles.reasonTitle}>{reason.title}</h3>
            <p className={styles.muted}>{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BecomePro() {
  return (
    <section className={styles.pro} aria-labelledby="pro-heading">
      <div className={styles.proText}>
        <h2 id="pro-heading" className={styles.proTitle}>
          Become a pro
        </h2>
        <p>Contractors and designers run their own showroom and earn on every order their clients place.</p>
        <ul className={styles.proList}>
          {proBenefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
      <div className={styles.proActions}>
        <Button asChild size="lg">
          <PrefetchLink to="/register/contractor">Apply as a pro</PrefetchLink>
        </Button>
        <Button asChild size="lg" variant="outline">
          <PrefetchLink to="/pro-account">How pro accounts work</PrefetchLink>
        </Button>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <SectionHeading id="testimonials-heading" title="What remodelers say" />
      <ul className={styles.testimonials}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className={styles.testimonial}>
            <figure className={styles.quoteFigure}>
              <blockquote className={styles.quote}>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className={styles.muted}>
                <strong className={styles.quoteName}>{testimonial.name}</strong>, {testimonial.detail}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
