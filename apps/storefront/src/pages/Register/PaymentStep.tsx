import { Button } from '@showroom/ui';
import { CardFields } from '../../features/cardFields/CardFields.tsx';
import type { LegalDocument } from './LegalDialog.tsx';
import { RegisterTextField, type StepProps } from './RegisterFields.tsx';
import { controlIdOf } from './registrationSteps.ts';
import * as styles from './RegisterPage.css.ts';

export interface PaymentStepProps extends StepProps {
  /** 4 for American Express, else 3 (the brand the number shows). */
  readonly cvvLength: 3 | 4;
  openLegal(document: LegalDocument): void;
}

const cardControlIds = {
  card_number: controlIdOf('card_number'),
  name_on_Card: controlIdOf('name_on_Card'),
  exp_date: controlIdOf('exp_date'),
  cvv: controlIdOf('cvv'),
} as const;

/**
 * §2 step 3, Payment Information: the card (optional, but checked once entered, §5) and its
 * billing address. The machine moves the focus on as the number and the expiry become valid.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { form, errors, busy, send, openLegal } = props;
  return (
    <>
      <p className={styles.small}>
        A card is optional: you can add one later at checkout. We keep only its brand, last four digits and expiry date,
        never the full number or the CVV. Plans you subscribe to later renew automatically:{' '}
        <Button variant="link" size="sm" type="button" onClick={() => openLegal('autoRenewal')}>
          auto-renewal subscription terms
        </Button>
        .
      </p>
      <CardFields
        values={form}
        errors={errors}
        ids={cardControlIds}
        busy={busy}
        cvvLength={props.cvvLength}
        rowClassName={styles.row}
        onChange={(field, value) => send({ type: 'FIELD.CHANGE', field, value })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Billing Address</legend>
        <RegisterTextField {...props} name="pay_street" autoComplete="billing address-line1" />
        <div className={styles.row}>
          <RegisterTextField {...props} name="pay_state" autoComplete="billing address-level1" />
          <RegisterTextField {...props} name="pay_city" autoComplete="billing address-level2" />
        </div>
        <div className={styles.narrow}>
          <RegisterTextField {...props} name="pay_zip_code" autoComplete="billing postal-code" maxLength={20} />
        </div>
      </fieldset>
    </>
  );
}
