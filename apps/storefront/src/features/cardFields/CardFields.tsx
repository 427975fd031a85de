import { cardDigits } from '@showroom/machines';
import { CardNumberInput, CvvInput, ExpiryInput, Field, TextInput } from '@showroom/ui';
import { cardFieldLabels, type CardErrors, type CardField, type CardForm } from './cardForm.ts';

export interface CardFieldsProps {
  readonly values: CardForm;
  readonly errors: CardErrors;
  /** Each control's id, so a form can move the focus (§5) and to the first error. */
  readonly ids: Readonly<Record<CardField, string>>;
  /** While the form is sent: fields read-only (not disabled, which would drop the focus). */
  readonly busy: boolean;
  /** 4 for American Express, else 3 (the brand the number shows). */
  readonly cvvLength: 3 | 4;
  /** Marks the fields required (checkout); registration's card is optional. */
  readonly required?: boolean;
  /** The class of the row holding expiry and CVV side by side. */
  readonly rowClassName: string;
  onChange(field: CardField, value: string): void;
  /** The number became valid (§5: the focus moves to Name on Card). */
  onNumberComplete?(): void;
  /** The expiry became valid (§5: the focus moves to CVV). */
  onExpiryComplete?(): void;
}

/**
 * The card's own fields (§2 registration step 3, checkout's new card): the number with the
 * brand's mark, formatted as the brand prints it; the name; the expiry as MM/YY; the CVV of
 * the brand's length. Only digits reach the number and the CVV.
 */
export function CardFields({
  values,
  errors,
  ids,
  busy,
  cvvLength,
  required = false,
  rowClassName,
  onChange,
  onNumberComplete,
  onExpiryComplete,
}: CardFieldsProps) {
  const lock = { readOnly: busy, 'aria-disabled': busy || undefined };
  return (
    <>
      <Field label={cardFieldLabels.card_number} required={required} id={ids.card_number} error={errors.card_number}>
        <CardNumberInput
          name="card_number"
          value={cardDigits(values.card_number)}
          onValueChange={(digits) => onChange('card_number', digits)}
          onComplete={onNumberComplete ? () => onNumberComplete() : undefined}
          {...lock}
        />
      </Field>
      <Field label={cardFieldLabels.name_on_Card} required={required} id={ids.name_on_Card} error={errors.name_on_Card}>
        <TextInput
          name="name_on_Card"
          type="text"
          autoComplete="cc-name"
          maxLength={255}
          value={values.name_on_Card}
          onChange={(event) => onChange('name_on_Card', event.target.value)}
          {...lock}
        />
      </Field>
      <div className={rowClassName}>
        <Field
          label={cardFieldLabels.exp_date}
          required={required}
          id={ids.exp_date}
          error={errors.exp_date}
          hint="MM/YY"
        >
          <ExpiryInput
            name="exp_date"
            value={cardDigits(values.exp_date)}
            onValueChange={(_digits, formatted) => onChange('exp_date', formatted)}
            onComplete={onExpiryComplete ? () => onExpiryComplete() : undefined}
            {...lock}
          />
        </Field>
        <Field label={cardFieldLabels.cvv} required={required} id={ids.cvv} error={errors.cvv}>
          <CvvInput
            name="cvv"
            length={cvvLength}
            value={values.cvv}
            onValueChange={(digits) => onChange('cvv', digits)}
            {...lock}
          />
        </Field>
      </div>
    </>
  );
}
