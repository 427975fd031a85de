import { formatUsd } from '@showroom/domain';
import { Button, Icon, QuantityBox } from '@showroom/ui';
import { CartLineDetails, CartLinePicture } from '../cart/CartLineParts.tsx';
import * as lineStyles from '../cart/CartLineRow.css.ts';
import { maxQuantityOf, projectCartLineTexts, type ProjectCartLineShown } from './projectCartLines.ts';
import * as styles from './projects.css.ts';

export interface ProjectCartLineProps {
  readonly entry: ProjectCartLineShown;
  /** The showroom the project's cart is priced in (the product link opens it there). */
  readonly showroom: string | null;
  readonly disabled?: boolean;
  onQuantityChange(key: string, quantity: number): void;
  onRemove(key: string, name: string): void;
  onRetry(key: string, attempted: number): void;
}

/**
 * One line of a project's cart, with the cart page's own controls and layout: picture, name (to
 * the product), size, unit price, the quantity box (minus disabled at the product's minimum
 * unit, plus at its maximum), Remove and the line total. A change shows at once with "Saving…";
 * a change the server refused is said beside the line, with Try again for the very value asked.
 */
export function ProjectCartLine({
  entry,
  showroom,
  disabled,
  onQuantityChange,
  onRemove,
  onRetry,
}: ProjectCartLineProps) {
  const { key, line, lineTotal, saving, problem } = entry;
  const id = `project-cart-line-${key.replace(/[^0-9a-z]/gi, '-')}`;
  const problemId = `${id}-problem`;
  return (
    <li className={lineStyles.row} data-line-key={key} data-saving={saving ? '' : undefined}>
      <CartLinePicture line={line} />
      <CartLineDetails line={line} showroom={showroom} heading="h4">
        {problem ? (
          <div id={problemId} className={styles.lineProblem} role="alert">
            <p className={styles.lineProblemText}>
              {projectCartLineTexts.notSaved(line.product_name, problem.attempted)} {problem.message}
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              aria-label={projectCartLineTexts.retryLabel(line.product_name, problem.attempted)}
              onClick={() => onRetry(key, problem.attempted)}
            >
              {projectCartLineTexts.retry}
            </Button>
          </div>
        ) : null}
      </CartLineDetails>
      <div className={lineStyles.controls}>
        {/* The box's own name says which product; the visible word is for sighted shoppers. */}
        <label className={lineStyles.quantityLabel} htmlFor={`${id}-quantity`} aria-hidden="true">
          Qty
        </label>
        <QuantityBox
          id={`${id}-quantity`}
          size="sm"
          aria-label={`Quantity of ${line.product_name}`}
          aria-describedby={problem ? problemId : undefined}
          invalid={problem !== null && problem.attempted > 0}
          value={line.qty}
          min={line.min_qty}
          max={maxQuantityOf(line)}
          disabled={disabled}
          onValueChange={(quantity) => onQuantityChange(key, quantity)}
          decreaseLabel={`Decrease quantity of ${line.product_name}`}
          increaseLabel={`Increase quantity of ${line.product_name}`}
        />
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          startIcon={<Icon name="trash" size="sm" />}
          onClick={() => onRemove(key, line.product_name)}
          aria-label={`Remove ${line.product_name}`}
        >
          Remove
        </Button>
      </div>
      <div className={lineStyles.total}>
        <span className={lineStyles.label}>Total </span>
        <span className={lineStyles.amount}>{formatUsd(lineTotal)}</span>
        {saving ? (
          <span className={lineStyles.saving} aria-hidden="true">
            Saving…
          </span>
        ) : null}
      </div>
    </li>
  );
}
