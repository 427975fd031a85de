import { Button, Dialog } from '@showroom/ui';
import { useId, useRef, type RefObject } from 'react';
import { confirmationTexts, type StatusConfirmation } from './statusConfirmation.ts';
import * as styles from './orders.css.ts';

export interface ConfirmStatusDialogProps {
  readonly confirmation: StatusConfirmation;
  readonly productName: string;
  /** The customer's name where the viewer may read it (the item's fulfilment details). */
  readonly customerName: string | null;
  /** Cancel, Escape or the corner button: the status stays as it is. */
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
  /**
   * Where the focus goes back to (the status selector). Radix would return it to what had it when
   * the confirmation opened: the selector's list, which is gone by then.
   */
  readonly returnFocus: RefObject<HTMLElement | null>;
}

/**
 * Issue 35: a status choice the rules make final, or that tells the customer their item will not
 * come, asks first and says what will happen. An alert dialog (it interrupts a choice), opened on
 * Cancel, the choice that changes nothing, so a stray Enter never sends it.
 */
export function ConfirmStatusDialog({
  confirmation,
  productName,
  customerName,
  onCancel,
  onConfirm,
  returnFocus,
}: ConfirmStatusDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const consequencesId = useId();
  const texts = confirmationTexts(confirmation, productName, customerName);
  return (
    <Dialog
      open
      size="sm"
      title={texts.title}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      contentProps={{
        role: 'alertdialog',
        // What will happen is read out with the question.
        'aria-describedby': consequencesId,
        onOpenAutoFocus: (event) => {
          event.preventDefault();
          cancel.current?.focus();
        },
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        },
      }}
      footer={
        <div className={styles.dialogActions}>
          <Button ref={cancel} variant="outline" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button onClick={onConfirm}>{texts.confirm}</Button>
        </div>
      }
    >
      <div id={consequencesId} className={styles.dialogText}>
        {texts.consequences.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </Dialog>
  );
}
