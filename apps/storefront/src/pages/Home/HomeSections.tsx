import { Button, Carousel, Tabs } from '@showroom/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { brandPartners } from '../../content/brandPartners.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import {
  homeCategories,
  inspiredRooms,
  proBenefits,
  reasonsToJoin,
  savings,
  SHOWROOM_PATH,
  testimonials,
} from './homeContent.ts';
import * as styles from './sections.css.ts';

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
  return (
    <div className={styles.sections}>
      <InspiredDesigns />
      <ShopByCategory onChoose={enterShop} />
      <BrandPartners />
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

function InspiredDesigns() {
  return (
    <section className={styles.section} aria-labelledby="inspired-heading">
      <SectionHeading id="inspired-heading" title="Inspired Designs" />
      <Tabs
        label="Rooms"
        variant="pill"
        items={inspiredRooms.map((room) => ({
          value: room.label,
          label: room.label,
          content: (
            <Carousel label={`${room.label} designs`} slidesPerView={{ base: 1.2, tablet: 2.2, desktop: 3 }}>
              {room.designs.map((design) => (
                <figure key={design.image} className={styles.design}>
                  <img
                    className={styles.designImage}
                    src={design.image}
                    alt={design.title}
                    loading="lazy"
                    decoding="async"
                    width={400}
                    height={400}
                  />
                  <figcaption className={styles.caption}>{design.title}</figcaption>
                </figure>
              ))}
            </Carousel>
          ),
        }))}
      />
    </section>
  );
}

function ShopByCategory({ onChoose }: { onChoose: () => void }) {
  return (
    <section className={styles.section} aria-labelledby="categories-heading">
      <SectionHeading id="categories-heading" title="Shop by category">
        <Button variant="link" onClick={onChoose}>
          See All
        </Button>
      </SectionHeading>
      <Carousel label="Categories" slidesPerView={{ base: 2.2, tablet: 3, desktop: 4 }}>
        {homeCategories.map((category) => (
          <button key={category.name} type="button" className={styles.categoryCard} onClick={onChoose}>
            <img
              className={styles.categoryImage}
              src={category.image}
              alt=""
              loading="lazy"
              decoding="async"
              width={400}
              height={400}
            />
            <span className={styles.categoryName}>{category.name}</span>
          </button>
        ))}
      </Carousel>
    </section>
  );
}

function BrandPartners() {
  return (
    <section className={styles.section} aria-labelledby="brands-heading">
      <SectionHeading id="brands-heading" title="Our brand partners">
        <Button asChild variant="link">
          <PrefetchLink to="/our-brands">See All</PrefetchLink>
        </Button>
      </SectionHeading>
      <Carousel label="Brand partners" slidesPerView={{ base: 2.5, tablet: 4, desktop: 6 }}>
        {brandPartners.map((brand) => (
          <img
            key={brand.slug}
            className={styles.brandLogo}
            src={brand.logo}
            alt={brand.name}
            loading="lazy"
            decoding="async"
            width={240}
            height={80}
          />
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
