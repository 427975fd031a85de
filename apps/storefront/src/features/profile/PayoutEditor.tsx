import { payoutLimits } from '@showroom/api/client';
import { Button, Field, DeferredSelect, TextInput } from '@showroom/ui';
import type { FormEvent } from 'react';
import type { PayoutForm, PayoutFormErrors, PayoutFormField } from './payoutForm.ts';
import type { FormStatus } from '../forms/formFlow.ts';
import { FormSummary, type FormSummaryProps } from '../forms/FormSummary.tsx';
import { payoutControlId } from './usePayoutSettings.ts';
import * as styles from './Account.css.ts';

export interface PayoutEditorProps {
  form: PayoutForm;
  errors: PayoutFormErrors;
  status: FormStatus;
  summary: FormSummaryProps;
  /** Replacing a saved account (Cancel shown) rather than giving the first one. */
  replacing: boolean;
  change(field: PayoutFormField, value: string): void;
  save(): void;
  cancel(): void;
}

const accountTypeOptions = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];

type TextField = Exclude<PayoutFormField, 'account_type'>;

const textFields: Record<
  TextField,
  { label: string; autoComplete: string; max: number; hint?: string; numeric?: boolean }
> = {
  account_holder_name: {
    label: 'Account holder name',
    autoComplete: 'name',
    max: payoutLimits.accountHolderName,
    hint: 'As the bank has it: your name or your company’s.',
  },
  bank_name: { label: 'Bank name', autoComplete: 'off', max: payoutLimits.bankName },
  routing_number: {
    label: 'Routing number',
    autoComplete: 'off',
    // Nine digits, with room for the spaces people paste.
    max: 11,
    numeric: true,
    hint: 'The 9-digit ABA number at the bottom left of a check.',
  },
  account_number: {
    label: 'Account number',
    autoComplete: 'off',
    max: payoutLimits.accountNumberMax + 4,
    numeric: true,
    hint: `${payoutLimits.accountNumberMin} to ${payoutLimits.accountNumberMax} digits. Once saved, only its last four digits are shown.`,
  },
  account_number_confirmation: {
    label: 'Confirm account number',
    autoComplete: 'off',
    max: payoutLimits.accountNumberMax + 4,
    numeric: true,
  },
};

/** The bank account form of Payout Settings (designed; §2 names the screen only). */
export function PayoutEditor({ form, errors, status, summary, replacing, change, save, cancel }: PayoutEditorProps) {
  const saving = status.kind === 'sending';
  const lock = { readOnly: saving, 'aria-disabled': saving || undefined };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save();
  };

  const text = (name: TextField) => {
    const field = textFields[name];
    return (
      <Field label={field.label} required id={payoutControlId(name)} error={errors[name]} hint={field.hint}>
        <TextInput
          name={name}
          autoComplete={field.autoComplete}
          maxLength={field.max}
          inputMode={field.numeric ? 'numeric' : undefined}
          spellCheck={false}
          value={form[name]}
          onChange={(event) => change(name, event.target.value)}
          {...lock}
        />
      </Field>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={saving} aria-label="Bank account">
      <FormSummary {...summary} failureDescription="Nothing was saved. What you typed is kept; please try again." />
      {replacing ? (
        <p className={styles.hint}>
          Saving replaces the account on file. Type the full account number again: it is never shown after saving.
        </p>
      ) : null}
      <div className={styles.row}>
        {text('account_holder_name')}
        {text('bank_name')}
      </div>
      <div className={styles.row}>
        <Field label="Account type" required id={payoutControlId('account_type')} error={errors.account_type}>
          <DeferredSelect
            name="account_type"
            options={accountTypeOptions}
            placeholder="Checking or savings"
            value={form.account_type}
            disabled={saving}
            onValueChange={(type) => change('account_type', type)}
          />
        </Field>
        {text('routing_number')}
      </div>
      <div className={styles.row}>
        {text('account_number')}
        {text('account_number_confirmation')}
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {saving ? 'Saving…' : 'Save payout settings'}
        </Button>
        {replacing ? (
          <Button type="button" variant="outline" onClick={cancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
        <p className={styles.hint}>Fields marked * are required.</p>
      </div>
    </form>
  );
}
