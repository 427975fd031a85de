import { Button, Icon, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { AccountLinks } from '../../features/profile/AccountLinks.tsx';
import { hasSavedAccount } from '../../features/profile/payoutForm.ts';
import { PayoutEditor } from '../../features/profile/PayoutEditor.tsx';
import { SavedPayout } from '../../features/profile/SavedPayout.tsx';
import { usePayoutSettings, type PayoutSettingsState } from '../../features/profile/usePayoutSettings.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import * as styles from '../../features/profile/Account.css.ts';

/** §9: pending profits become available this many business days after approval. */
const PENDING_RELEASE_BUSINESS_DAYS = 46;
/** §9: a negative balance is payable within this many days. */
const NEGATIVE_BALANCE_DAYS = 10;

function Loading() {
  return (
    <SkeletonGroup label="Loading your payout settings">
      <Skeleton variant="text" lines={3} />
      <Skeleton variant="block" height="3rem" />
    </SkeletonGroup>
  );
}

/** A customer or an admin: not a form, but why, and where to go instead. */
function NotPaidOut({ type }: { type: string }) {
  const admin = type === 'Admin';
  return (
    <StateMessage
      tone="info"
      title="Payout Settings are for pros"
      description={
        admin
          ? 'Payouts go to vendors, contractors and designers for their sales. An admin account is not paid out, so it has no bank account to set here.'
          : 'Vendors, contractors and designers are paid their profits into a bank account they set here. Your account is a customer account: you pay for orders and are not paid out.'
      }
      action={
        admin ? (
          <Button asChild variant="outline">
            <PrefetchLink to="/account">Back to My Account</PrefetchLink>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <PrefetchLink to="/register/contractor">Apply for a pro account</PrefetchLink>
          </Button>
        )
      }
    />
  );
}

function BankAccount({ state }: { state: PayoutSettingsState }) {
  const { settings, form, saved } = state;
  const savedMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved !== null && form === null) savedMessage.current?.focus();
  }, [saved, form]);

  const on = settings.status === 'ready' && hasSavedAccount(settings.data) ? settings.data : null;
  return (
    <section
      className={styles.section}
      aria-labelledby="bank-account-heading"
      aria-busy={settings.status === 'loading'}
    >
      <div className={styles.sectionHeader}>
        <h2 id="bank-account-heading" className={styles.sectionTitle}>
          {form && on ? 'Replace bank account' : 'Bank account'}
        </h2>
        {on && form === null ? (
          <Button variant="outline" size="sm" onClick={state.replace}>
            Replace bank account
          </Button>
        ) : null}
      </div>
      {saved !== null && form === null ? (
        <p ref={savedMessage} tabIndex={-1} role="status" className={styles.success}>
          <Icon name="success" size="sm" />
          {saved}
        </p>
      ) : null}
      {(() => {
        switch (settings.status) {
          case 'idle':
          case 'loading':
            return <Loading />;
          case 'error':
            return (
              <StateMessage
                tone="error"
                title={settings.message}
                description="Your bank details are safe; this page could not reach them just now."
                action={
                  <Button variant="outline" onClick={state.reload}>
                    Try again
                  </Button>
                }
              />
            );
          case 'ready':
            if (form) {
              return (
                <>
                  {on ? null : (
                    <p className={styles.muted}>No bank account yet. Add one so your profits can be paid out.</p>
                  )}
                  <PayoutEditor
                    form={form}
                    errors={state.errors}
                    status={state.status}
                    summary={state.summary}
                    replacing={on !== null}
                    change={state.change}
                    save={() => void state.save()}
                    cancel={state.cancel}
                  />
                </>
              );
            }
            return on ? <SavedPayout settings={on} /> : null;
        }
      })()}
    </section>
  );
}

/** /payout_setup (§2 "Payout Settings", auth required): the bank account a pro's profits are paid to. */
export function PayoutSetupPage(_props: PageProps) {
  const state = usePayoutSettings();
  const { viewer } = state;
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <h1 className={styles.heading}>Payout Settings</h1>
        <p className={styles.lead}>Where your profits from orders are paid.</p>
        {viewer.kind === 'loading' ? <Loading /> : null}
        {viewer.kind === 'notPaidOut' ? <NotPaidOut type={viewer.type} /> : null}
        {viewer.kind === 'pro' ? (
          <>
            <BankAccount state={state} />
            <section className={styles.section} aria-labelledby="payout-facts-heading">
              <h2 id="payout-facts-heading" className={styles.sectionTitle}>
                How payouts work
              </h2>
              <ul className={styles.list}>
                <li>
                  Your pending profits become available{' '}
                  <strong>
                    {state.settings.status === 'ready'
                      ? state.settings.data.pending_release_business_days
                      : PENDING_RELEASE_BUSINESS_DAYS}{' '}
                    business days
                  </strong>{' '}
                  after approval, and are then paid to the account above.
                </li>
                <li>A negative balance (after returns, for example) is payable within {NEGATIVE_BALANCE_DAYS} days.</li>
                <li>
                  The full account number is stored encrypted and never shown again: only its last four digits. To
                  change it, replace the account.
                </li>
              </ul>
            </section>
          </>
        ) : null}
      </div>
      <AccountLinks />
    </div>
  );
}
