import { usStates } from '@showroom/api';
import { DeferredSelect, Field, TextInput } from '@showroom/ui';
import { addressFieldLimits, type AddressErrors, type AddressField, type AddressForm } from './addressForm.ts';
import * as styles from './AddressFields.css.ts';

export const addressFieldLabels: Readonly<Record<AddressField, string>> = {
  street: 'Street',
  apartment: 'Apartment, suite (optional)',
  city: 'City',
  state: 'State',
  zip_code: 'ZIP code',
};

const stateOptions = Object.entries(usStates).map(([code, name]) => ({ value: code, label: name, textValue: name }));

/** The id of an address control: `${idPrefix}-zip-code`, so the first invalid one can take the focus. */
export const addressControlId = (idPrefix: string, field: AddressField) => `${idPrefix}-${field.replace(/_/g, '-')}`;

export interface AddressFieldsProps {
  /** Prefix of the controls' ids (two address forms may share a page). */
  readonly idPrefix: string;
  /** The autocomplete section: the browser fills shipping and billing addresses apart. */
  readonly section: 'shipping' | 'billing';
  readonly values: AddressForm;
  readonly errors: AddressErrors;
  /** While the form is sent: fields read-only (not disabled, which would drop the focus). */
  readonly busy: boolean;
  onChange(field: AddressField, value: string): void;
}

/**
 * A US address (§1: shipping is US-only; §3 street, apartment, city, state, zip): street,
 * apartment (optional), city, the state chosen from the 50 states and DC, and the ZIP code.
 */
export function AddressFields({ idPrefix, section, values, errors, busy, onChange }: AddressFieldsProps) {
  const lock = { readOnly: busy, 'aria-disabled': busy || undefined };
  const text = (field: Exclude<AddressField, 'state'>, autoComplete: string) => (
    <Field
      label={addressFieldLabels[field]}
      required={field !== 'apartment'}
      id={addressControlId(idPrefix, field)}
      error={errors[field]}
    >
      <TextInput
        name={`${section}_${field}`}
        autoComplete={`${section} ${autoComplete}`}
        maxLength={addressFieldLimits[field]}
        inputMode={field === 'zip_code' ? 'numeric' : undefined}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
        {...lock}
      />
    </Field>
  );
  return (
    <div className={styles.fields}>
      {text('street', 'address-line1')}
      {text('apartment', 'address-line2')}
      <div className={styles.row}>
        {text('city', 'address-level2')}
        <Field label={addressFieldLabels.state} required id={addressControlId(idPrefix, 'state')} error={errors.state}>
          <DeferredSelect
            name={`${section}_state`}
            options={stateOptions}
            placeholder="Choose a state"
            value={values.state in usStates ? values.state : ''}
            disabled={busy}
            onValueChange={(state) => onChange('state', state)}
          />
        </Field>
      </div>
      <div className={styles.zip}>{text('zip_code', 'postal-code')}</div>
    </div>
  );
}
