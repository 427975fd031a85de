import { REFUND_RANGE } from './customerItemTexts.ts';
import * as styles from './orders.css.ts';

/**
 * A sentence about a refund with its range of days on one line: the browser may break a line
 * after the dash of "7–14", and "7–" above "14 business days" reads as two numbers.
 */
export function RefundText({ text }: { text: string }) {
  const at = text.indexOf(REFUND_RANGE);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={styles.unbroken}>{REFUND_RANGE}</span>
      {text.slice(at + REFUND_RANGE.length)}
    </>
  );
}
