import type { PayoutSettings } from '@showroom/api';
import { formatShopDate } from '@showroom/machines';
import { VisuallyHidden } from '@showroom/ui';
import type { ReactNode } from 'react';
import * as styles from './Account.css.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

const accountTypeLabel = { checking: 'Checking', savings: 'Savings' } as const;

/** The bank account on file: never more of the account number than the server's mask ('•••• 6789'). */
export function SavedPayout({ settings }: { settings: PayoutSettings }) {
  const updated = formatShopDate(settings.updated_at);
  return (
    <dl className={styles.facts} aria-label="Bank account on file">
      <Fact label="Account holder">{settings.account_holder_name}</Fact>
      <Fact label="Bank">{settings.bank_name}</Fact>
      <Fact label="Account type">{settings.account_type ? accountTypeLabel[settings.account_type] : ''}</Fact>
      <Fact label="Routing number">{settings.routing_number}</Fact>
      <Fact label="Account number">
        <span aria-hidden="true">{settings.account_number_masked}</span>
        <VisuallyHidden>Ending in {settings.account_number_last4}</VisuallyHidden>
      </Fact>
      {updated ? <Fact label="Last updated">{updated}</Fact> : null}
    </dl>
  );
}
