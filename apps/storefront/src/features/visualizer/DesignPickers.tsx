import { type FloorPlan, type FloorTemplate, type RoomGroup, roomGroupLabels, roomGroups } from '@showroom/api';
import { Button, Pagination, Picture, Skeleton, SkeletonGroup, Tabs } from '@showroom/ui';
import { useState } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useCatalogueQuery } from '../product/catalogueQueries.ts';
import { designHref } from './designUrl.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { floorPlansQuery, floorTemplatesQuery } from './visualizerQueries.ts';
import * as styles from './visualizer.css.ts';

export const pickerTexts = {
  plansHeading: 'Choose a floor plan',
  plansLead: 'Start from a room like yours: more than 50 plans in real sizes.',
  loadingPlans: 'Loading the floor plans',
  stylesHeading: 'Choose a style',
  stylesLead: (plan: string) => `${plan}: each style dresses the room in your showroom's materials.`,
  loadingStyles: 'Loading the styles',
  changePlan: 'Change plan',
  noMaterials: 'This showroom has no materials for this style yet.',
} as const;

function CardSkeletons({ label, count }: { label: string; count: number }) {
  return (
    <SkeletonGroup label={label} className={styles.cardGrid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton variant="block" height="9rem" />
          <Skeleton variant="text" width="10rem" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

function PlanCard({ plan }: { plan: FloorPlan }) {
  return (
    <li>
      <PrefetchLink className={styles.card} to={designHref({ plan: plan.slug, template: null, choices: {} })}>
        <img className={styles.planImage} src={plan.thumbnail} alt="" width={320} height={240} loading="lazy" />
        <span className={styles.cardTitle}>{plan.name}</span>
        <span className={styles.muted}>{`${plan.width_ft * plan.length_ft} sq ft`}</span>
      </PrefetchLink>
    </li>
  );
}

function PlanGrid({ group }: { group: RoomGroup }) {
  const [page, setPage] = useState(1);
  const { state, retry } = useCatalogueQuery(floorPlansQuery(group, page));
  if (state.status === 'error') {
    return <LoadFailed message={state.message} retry={retry} />;
  }
  if (state.status !== 'ready') return <CardSkeletons label={pickerTexts.loadingPlans} count={6} />;
  const plans = state.data;
  return (
    <>
      <ul className={styles.cardGrid} aria-label={`${roomGroupLabels[group]} floor plans`}>
        {plans.data.map((plan) => (
          <PlanCard key={plan.slug} plan={plan} />
        ))}
      </ul>
      {plans.last_page > 1 ? (
        <Pagination label={`${roomGroupLabels[group]} plan pages`} pagination={plans} onPageChange={setPage} />
      ) : null}
    </>
  );
}

/** The first step: a room type's plans, by room group. */
export function PlanPicker({ group, onGroupChange }: { group: RoomGroup; onGroupChange: (group: RoomGroup) => void }) {
  return (
    <section className={styles.section} aria-labelledby="visualizer-plans">
      <div className={styles.sectionHeader}>
        <h2 id="visualizer-plans" className={styles.sectionTitle}>
          {pickerTexts.plansHeading}
        </h2>
        <p className={styles.muted}>{pickerTexts.plansLead}</p>
      </div>
      <Tabs
        label="Rooms"
        value={group}
        onValueChange={(value) => onGroupChange(value as RoomGroup)}
        items={roomGroups.map((value) => ({
          value,
          label: roomGroupLabels[value],
          content: <PlanGrid group={value} />,
        }))}
      />
    </section>
  );
}

function TemplateCard({ template, plan }: { template: FloorTemplate; plan: FloorPlan }) {
  const swatches = template.slots.filter((slot) => slot.product?.picture).slice(0, 4);
  return (
    <li>
      <PrefetchLink className={styles.card} to={designHref({ plan: plan.slug, template: template.slug, choices: {} })}>
        <span className={styles.swatchRow} aria-hidden="true">
          {swatches.map((slot) =>
            slot.product?.picture ? (
              <Picture key={slot.slot} className={styles.swatch} picture={slot.product.picture} sizes="3rem" alt="" />
            ) : null,
          )}
        </span>
        <span className={styles.cardTitle}>{template.name}</span>
        <span className={styles.muted}>{swatches.length > 0 ? template.description : pickerTexts.noMaterials}</span>
      </PrefetchLink>
    </li>
  );
}

/** The second step: the styles for the plan's room, in the showroom's materials. */
export function TemplatePicker({ plan, showroom }: { plan: FloorPlan; showroom: string }) {
  const { state, retry } = useCatalogueQuery(floorTemplatesQuery(plan.room_group, showroom));
  let body;
  if (state.status === 'error') {
    body = <LoadFailed message={state.message} retry={retry} />;
  } else if (state.status !== 'ready') {
    body = <CardSkeletons label={pickerTexts.loadingStyles} count={6} />;
  } else {
    body = (
      <ul className={styles.cardGrid} aria-label={`Styles for ${plan.name}`}>
        {state.data.data.map((template) => (
          <TemplateCard key={template.slug} template={template} plan={plan} />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="visualizer-styles">
      <div className={styles.sectionHeader}>
        <h2 id="visualizer-styles" className={styles.sectionTitle}>
          {pickerTexts.stylesHeading}
        </h2>
        <Button asChild variant="link" size="sm">
          <PrefetchLink to="/visualize">{pickerTexts.changePlan}</PrefetchLink>
        </Button>
      </div>
      <p className={styles.muted}>{pickerTexts.stylesLead(plan.name)}</p>
      <img
        className={styles.planImage}
        style={{ maxWidth: '20rem' }}
        src={plan.thumbnail}
        alt={`${plan.name}, seen from above`}
        width={320}
        height={240}
      />
      {body}
    </section>
  );
}
