import { StateMessage } from '@showroom/ui';
import { invalidSummary } from './formErrors.ts';

export interface FormSummaryProps {
  /** How many fields are marked. */
  readonly invalidCount: number;
  /** A failure to say instead of the summary (nothing was sent or changed). */
  readonly failure?: string | null;
  /** What happened to the typing after a failure ('Nothing was saved. What you typed is kept…'). */
  readonly failureDescription?: string;
  /** Server messages for no field of the form, said under the summary. */
  readonly other?: readonly string[];
  /**
   * Announced by the message itself (`role="alert"`, the default); false inside a live region
   * that is always in the page (`LiveStatus`), which reads it out.
   */
  readonly announce?: boolean;
}

/**
 * Above every form (ADR 008): a failure with what became of the typing, or how many fields are
 * marked below, with the server's messages for fields the form does not show.
 */
export function FormSummary({ invalidCount, failure, failureDescription, other, announce }: FormSummaryProps) {
  if (failure) {
    return <StateMessage tone="error" size="sm" announce={announce} title={failure} description={failureDescription} />;
  }
  if (invalidCount === 0) return null;
  return (
    <StateMessage
      tone="error"
      size="sm"
      announce={announce}
      title={invalidSummary(invalidCount)}
      description={other && other.length > 0 ? other.join(' ') : undefined}
    />
  );
}
