import type { MyShowroom } from '@showroom/api';
import { formatUsd } from '@showroom/domain';
import { MIN_MARKUP_PERCENT, RECOMMENDED_MARKUP_PERCENT, visitorThemeColor } from '@showroom/machines';
import { Button, DecimalInput, Field, Icon, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { FormSummary } from '../forms/FormSummary.tsx';
import * as account from '../profile/Account.css.ts';
import { exampleCustomerCents } from './markupForm.ts';
import * as styles from './MyShowroom.css.ts';
import { showroomLinkOf } from './showroomLink.ts';
import { qrSvgFile, ShowroomQrCode } from './ShowroomQrCode.tsx';
import { markupControlId, useMyShowroom, type MyShowroomState } from './useMyShowroom.ts';

const HEADING_ID = 'my-showroom-heading';

/**
 * /account for a Contractor or Designer: their showroom at a glance (Showroom ID, the link and
 * QR code to give customers, how its branding shows) and its markup, which prices follow at once.
 */
export function MyShowroomSection() {
  const { meta } = useServices();
  const state = useMyShowroom();
  const { showroom } = state;
  return (
    <section className={account.section} aria-labelledby={HEADING_ID} aria-busy={showroom.status === 'loading'}>
      <h2 id={HEADING_ID} className={account.sectionTitle}>
        Your showroom
      </h2>
      {(() => {
        if (state.noShowroom)
          return (
            <StateMessage
              tone="empty"
              size="sm"
              title="You have no showroom yet"
              description="Your showroom is set up when your pro account is approved. Contact us if it has been more than 24 hours."
            />
          );
        if (showroom.status === 'error')
          return (
            <StateMessage
              tone="error"
              size="sm"
              title={showroom.message}
              action={
                <Button size="sm" variant="outline" onClick={state.reload}>
                  Try again
                </Button>
              }
            />
          );
        if (showroom.status !== 'ready') return <ShowroomSkeleton />;
        return (
          <>
            <ShowroomOverview showroom={showroom.data} origin={meta.siteOrigin ?? window.location.origin} />
            <MarkupEditor state={state} />
          </>
        );
      })()}
    </section>
  );
}

function ShowroomSkeleton() {
  return (
    <SkeletonGroup label="Loading your showroom">
      <Skeleton width="12rem" height="1.75rem" />
      <Skeleton width="100%" height="1rem" />
      <Skeleton width="60%" height="1rem" />
    </SkeletonGroup>
  );
}

function ShowroomOverview({ showroom, origin }: { showroom: MyShowroom; origin: string }) {
  const { profile } = showroom;
  const link = showroomLinkOf(origin, profile.vsd_id);
  const download = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvgFile(link))}`, [link]);
  return (
    <div className={styles.overview}>
      <dl className={account.facts}>
        <div className={account.fact}>
          <dt className={account.factLabel}>Showroom ID</dt>
          <dd className={`${account.factValue} ${styles.showroomId}`}>{profile.vsd_id}</dd>
        </div>
        <div className={account.fact}>
          <dt className={account.factLabel}>Company</dt>
          <dd className={account.factValue}>{profile.company_name}</dd>
        </div>
        <div className={account.fact}>
          <dt className={account.factLabel}>Link for your customers</dt>
          <dd className={`${account.factValue} ${styles.linkRow}`}>
            <a className={styles.link} href={link}>
              {link}
            </a>
            <CopyLink link={link} />
          </dd>
        </div>
        <div className={account.fact}>
          <dt className={account.factLabel}>Branding</dt>
          <dd className={account.factValue}>
            <Branding showroom={showroom} />
          </dd>
        </div>
      </dl>
      <figure className={styles.qr}>
        <ShowroomQrCode className={styles.qrCode} value={link} label={`QR code of ${link}`} />
        <figcaption className={styles.caption}>Customers scan it to open your showroom.</figcaption>
        <a className={styles.link} href={download} download={`showroom-${profile.vsd_id}-qr.svg`}>
          Download QR code
        </a>
      </figure>
    </div>
  );
}

function CopyLink({ link }: { link: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void copy()}>
        Copy link
      </Button>
      <span role="status" className={account.hint}>
        {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? 'Could not copy: select the link and copy it.' : ''}
      </span>
    </>
  );
}

/** §4: customers see the shop's colour and logo only with its custom add-on; say which they see. */
function Branding({ showroom }: { showroom: MyShowroom }) {
  const { profile } = showroom;
  const shown = visitorThemeColor(profile);
  const colour = profile.theme_color?.trim() || null;
  return (
    <span className={styles.branding}>
      {colour ? <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" /> : null}
      {profile.business_logo ? (
        <img className={styles.logo} src={profile.business_logo} alt={`${profile.company_name} logo`} />
      ) : null}
      <span>
        {shown
          ? `Customers see your color (${shown}) and logo.`
          : colour
            ? 'Customers see the standard colors: your color and logo show with the custom add-on.'
            : 'Customers see the standard colors: no shop color is set.'}
      </span>
    </span>
  );
}

function MarkupEditor({ state }: { state: MyShowroomState }) {
  const { form, errors, status, summary, saved } = state;
  if (form === null) return null;
  const saving = status.kind === 'sending';
  const lock = { readOnly: saving, 'aria-disabled': saving || undefined };
  const example = exampleCustomerCents(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void state.save();
  };
  return (
    <form className={account.form} noValidate onSubmit={onSubmit} aria-busy={saving} aria-labelledby="markup-heading">
      <h3 id="markup-heading" className={styles.subheading}>
        Markup
      </h3>
      <p className={account.hint}>
        Your customers pay the wholesale price plus your markup, which you earn: at least {MIN_MARKUP_PERCENT}%, about{' '}
        {RECOMMENDED_MARKUP_PERCENT}% is recommended. A coupon, if you set one, can never exceed the markup.
      </p>
      <FormSummary {...summary} failureDescription="Nothing was saved. What you typed is kept; please try again." />
      <div className={account.row}>
        <Field label="Markup (%)" required id={markupControlId('markup_percent')} error={errors.markup_percent}>
          <DecimalInput
            name="markup_percent"
            value={form.markup_percent}
            onValueChange={(value) => state.change('markup_percent', value)}
            {...lock}
          />
        </Field>
        <Field
          label="Coupon (%)"
          id={markupControlId('coupon_percent')}
          error={errors.coupon_percent}
          hint="Optional. Leave it empty for no coupon."
        >
          <DecimalInput
            name="coupon_percent"
            value={form.coupon_percent}
            onValueChange={(value) => state.change('coupon_percent', value)}
            {...lock}
          />
        </Field>
      </div>
      {example !== null ? (
        <p className={styles.example} aria-live="polite">
          A product at {formatUsd(100)} wholesale sells for {formatUsd(example / 100)}; you earn{' '}
          {formatUsd(example / 100 - 100)} on it.
        </p>
      ) : null}
      <div className={account.actions}>
        <Button type="submit" loading={saving}>
          {saving ? 'Saving…' : 'Save markup'}
        </Button>
        {saved !== null ? (
          <p role="status" className={account.success}>
            <Icon name="success" size="sm" />
            {saved}
          </p>
        ) : null}
      </div>
    </form>
  );
}
