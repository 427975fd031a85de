import type { OrderItemDetail } from '@showroom/api';
import { RETURN_REASON_MAX_LENGTH, returnReasonProblem } from '@showroom/machines';
import { Button, Dialog, Field, TextArea } from '@showroom/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import type { FieldErrors } from '../forms/formErrors.ts';
import { FormSummary } from '../forms/FormSummary.tsx';
import { useForm } from '../forms/useForm.ts';
import { customerItemTexts } from './customerItemTexts.ts';
import { RefundText } from './RefundText.tsx';
import { ordersServiceOf, type CustomerMoveAnswer } from './ordersService.ts';
import { isConflict, serverReason } from './serverReason.ts';
import type { CustomerMoveCallbacks } from './useCancelItem.ts';
import * as styles from './orders.css.ts';

interface ReturnValues {
  readonly reason: string;
}
type ReturnField = keyof ReturnValues;
const FIELDS: readonly ReturnField[] = ['reason'];

/** The contract's rule for the reason (the server's too): said under the field from the first submit on. */
function validateReturn({ reason }: ReturnValues): FieldErrors<ReturnField> {
  const problem = returnReasonProblem(reason);
  return problem === null ? {} : { reason: problem };
}

export interface ReturnItemDialogProps extends CustomerMoveCallbacks {
  readonly item: OrderItemDetail;
  /** What the customer gets back, and the initial shipping cost kept for the vendor (§9), in dollars. */
  readonly refund: number;
  readonly restockingFee: number;
  /** Keep item, Escape or the corner button; never while the request is on its way. */
  readonly onClose: () => void;
}

/**
 * §9: the customer asks to return a delivered item, with a reason (ADR 008's form: what is typed
 * survives every failure; the server's `errors.reason` goes under the field, any other refusal
 * above the form). Mounted while open, so each opening starts afresh.
 */
export function ReturnItemDialog({ item, refund, restockingFee, onClose, onDone, onConflict }: ReturnItemDialogProps) {
  const orders = ordersServiceOf(useServices());
  const formId = useId();
  const reasonId = `${formId}-reason`;
  const form = useForm<ReturnValues, ReturnField, CustomerMoveAnswer>({
    initial: { reason: '' },
    fields: FIELDS,
    controlId: () => reasonId,
    validate: validateReturn,
    send: ({ reason }) => orders.requestReturn(item.id, { expected_status: item.status, reason: reason.trim() }),
    // A 409 is said like any failure; the order is reloaded meanwhile so the item shows what it is now.
    intercept: (error) => {
      if (isConflict(error)) onConflict();
      return false;
    },
    failure: (error) => serverReason(error, customerItemTexts.returnFailed),
    sent: (answer) => {
      onDone(answer);
      return undefined;
    },
  });
  const { values, errors, sending, summary } = form;
  const keep = useRef<HTMLButtonElement>(null);
  // The reloaded item (after a 409) may no longer be returnable: the safe choice is what is left.
  const allowed = item.customer_actions?.return.allowed ?? false;
  useEffect(() => {
    if (!allowed) keep.current?.focus();
  }, [allowed]);
  const reason = values?.reason ?? '';
  // Read-only, not disabled, while sending: disabling the focused field would drop the focus.
  const lock = { readOnly: sending, 'aria-disabled': sending || undefined };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Dialog
      open
      title={customerItemTexts.returnTitle(item.product_name)}
      onOpenChange={(open) => {
        if (!open && !sending) onClose();
      }}
      closeButtonProps={{ disabled: sending }}
      contentProps={{
        // The reason is what the customer came to write, not the corner close button.
        onOpenAutoFocus: (event) => {
          event.preventDefault();
          document.getElementById(reasonId)?.focus();
        },
      }}
      footer={
        <div className={styles.dialogActions}>
          <Button ref={keep} variant="outline" disabled={sending} onClick={onClose}>
            {customerItemTexts.keepItem}
          </Button>
          <Button type="submit" form={formId} loading={sending} disabled={!allowed && !sending}>
            {customerItemTexts.confirmReturn}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.dialogText} noValidate onSubmit={submit} aria-busy={sending}>
        <FormSummary {...summary} failureDescription="Nothing was sent. What you typed is kept; please try again." />
        <Field
          label={customerItemTexts.reasonLabel}
          required
          id={reasonId}
          error={errors.reason}
          hint={customerItemTexts.reasonCount(reason.length, RETURN_REASON_MAX_LENGTH)}
        >
          <TextArea
            name="reason"
            rows={4}
            maxLength={RETURN_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => form.change('reason', event.target.value)}
            {...lock}
          />
        </Field>
        <p>
          <RefundText text={customerItemTexts.returnRefund(refund, restockingFee)} />
        </p>
      </form>
    </Dialog>
  );
}
