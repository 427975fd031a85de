import { cardDigits } from '@showroom/machines';
import { Button, CardNumberInput, CvvInput, ExpiryInput, Field } from '@showroom/ui';
import type { LegalDocument } from './LegalDialog.tsx';
import { RegisterTextField, type StepProps } from './RegisterFields.tsx';
import { controlIdOf, fieldLabels } from './registrationSteps.ts';
import * as styles from './RegisterPage.css.ts';

export interface PaymentStepProps extends StepProps {
  /** 4 for American Express, else 3 (the brand the number shows). */
  readonly cvvLength: 3 | 4;
  openLegal(document: LegalDocument): void;
}

/**
 * §2 step 3, Payment Information: the card (optional, but checked once entered, §5) and its
 * billing address. The machine moves the focus on as the number and the expiry become valid.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { form, errors, busy, send, openLegal } = props;
  const lock = { readOnly: busy, 'aria-disabled': busy || undefined };
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
      <Field label={fieldLabels.card_number} id={controlIdOf('card_number')} error={errors.card_number}>
        <CardNumberInput
          name="card_number"
          value={cardDigits(form.card_number)}
          onValueChange={(digits) => send({ type: 'FIELD.CHANGE', field: 'card_number', value: digits })}
          {...lock}
        />
      </Field>
      <RegisterTextField {...props} name="name_on_Card" autoComplete="cc-name" />
      <div className={styles.row}>
        <Field label={fieldLabels.exp_date} id={controlIdOf('exp_date')} error={errors.exp_date} hint="MM/YY">
          <ExpiryInput
            name="exp_date"
            value={cardDigits(form.exp_date)}
            onValueChange={(_digits, formatted) => send({ type: 'FIELD.CHANGE', field: 'exp_date', value: formatted })}
            {...lock}
          />
        </Field>
        <Field label={fieldLabels.cvv} id={controlIdOf('cvv')} error={errors.cvv}>
          <CvvInput
            name="cvv"
            length={props.cvvLength}
            value={form.cvv}
            onValueChange={(digits) => send({ type: 'FIELD.CHANGE', field: 'cvv', value: digits })}
            {...lock}
          />
        </Field>
      </div>
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
