import { formatUsd } from '@showroom/domain';
import { DEFAULT_WASTE_PERCENT, estimateCoverage } from '@showroom/machines';
import { Button, DecimalInput, Field, NumericInput } from '@showroom/ui';
import { useRef, useState, type FormEvent } from 'react';
import { formatSqft } from '../../features/product/ProductCard.tsx';
import * as styles from './ProductPage.css.ts';

export interface CoverageCalculatorProps {
  readonly boxSqft: number;
  readonly pricePerBox: number;
  /** The product's minimum unit: the answer is never fewer boxes than can be ordered. */
  readonly minimumBoxes: number;
  /** Puts the boxes in the quantity box. */
  onUse(boxes: number): void;
  /** Adds the boxes to the cart; null when adding is not possible (out of stock). */
  readonly onAdd: ((boxes: number) => void) | null;
  readonly adding: boolean;
  /** Starting values (stories show the calculator filled in). */
  readonly initialArea?: string;
  readonly initialWaste?: string;
}

/**
 * How many boxes cover a floor or a wall: the area in square feet and a waste allowance for
 * cuts and breakage (10 % by default) give the boxes to buy, rounded up, and their total
 * (`estimateCoverage` of @showroom/machines). The answer can go into the quantity box or
 * straight into the cart. A field says what is wrong with it once it has been left or the
 * form sent, never while it is first typed.
 */
export function CoverageCalculator({
  boxSqft,
  pricePerBox,
  minimumBoxes,
  onUse,
  onAdd,
  adding,
  initialArea = '',
  initialWaste = String(DEFAULT_WASTE_PERCENT),
}: CoverageCalculatorProps) {
  const [area, setArea] = useState(initialArea);
  const [waste, setWaste] = useState(initialWaste);
  const [shown, setShown] = useState({ area: initialArea !== '', waste: false });
  const areaRef = useRef<HTMLInputElement>(null);
  const wasteRef = useRef<HTMLInputElement>(null);
  const result = estimateCoverage({ area, waste, boxSqft, pricePerBox, minimumBoxes });
  const errors = result.ok ? {} : result.errors;
  const estimate = result.ok ? result.estimate : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown({ area: true, waste: true });
    if (errors.area) areaRef.current?.focus();
    else if (errors.waste) wasteRef.current?.focus();
  };

  return (
    <section className={styles.calculator} aria-labelledby="coverage-calculator">
      <h2 id="coverage-calculator" className={styles.calculatorTitle}>
        How many boxes do I need?
      </h2>
      <p className={styles.calculatorLead}>
        Each box covers {formatSqft(boxSqft)} sq ft. Enter the area to cover; the allowance adds extra for cuts and
        breakage.
      </p>
      <form className={styles.calculatorForm} onSubmit={submit} noValidate>
        <Field label="Area (sq ft)" error={shown.area ? errors.area : undefined}>
          <DecimalInput
            ref={areaRef}
            value={area}
            onValueChange={setArea}
            onBlur={() => setShown((before) => ({ ...before, area: area !== '' || before.area }))}
            placeholder="e.g. 120"
          />
        </Field>
        <Field
          label="Waste allowance (%)"
          hint="10 % suits straight lays; patterns need about 15 %."
          error={shown.waste ? errors.waste : undefined}
        >
          <NumericInput
            ref={wasteRef}
            value={waste}
            onValueChange={setWaste}
            onBlur={() => setShown((before) => ({ ...before, waste: true }))}
          />
        </Field>
        <Button type="submit" variant="outline" className={styles.calculateButton}>
          Calculate
        </Button>
      </form>
      <div className={styles.estimate} aria-live="polite" data-state={estimate ? 'estimate' : 'empty'}>
        {estimate ? (
          <>
            <p className={styles.estimateBoxes}>
              {estimate.boxes} {estimate.boxes === 1 ? 'box' : 'boxes'}
              <span className={styles.estimateTotal}> · {formatUsd(estimate.total)}</span>
            </p>
            <p className={styles.estimateDetail}>
              {formatSqft(estimate.areaWithWaste)} sq ft with the allowance; the boxes cover{' '}
              {formatSqft(estimate.coveredSqft)} sq ft.
            </p>
            <div className={styles.estimateActions}>
              <Button type="button" variant="outline" size="sm" onClick={() => onUse(estimate.boxes)}>
                Use {estimate.boxes} {estimate.boxes === 1 ? 'box' : 'boxes'}
              </Button>
              {onAdd ? (
                <Button type="button" size="sm" loading={adding} onClick={() => onAdd(estimate.boxes)}>
                  Add {estimate.boxes} {estimate.boxes === 1 ? 'box' : 'boxes'} to cart
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <p className={styles.estimateDetail}>Enter the area to see how many boxes to buy.</p>
        )}
      </div>
    </section>
  );
}
