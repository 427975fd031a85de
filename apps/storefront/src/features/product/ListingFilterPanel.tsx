import { formatUsd } from '@showroom/domain';
import type { ProductFacets } from '@showroom/api';
import { Button, Checkbox, DecimalInput, Field } from '@showroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { priceRangeError, type ListingFilters } from './listingFilters.ts';
import * as styles from './ListingControls.css.ts';

export interface FilterPartProps {
  readonly facets: ProductFacets;
  readonly filters: ListingFilters;
  readonly onChange: (filters: ListingFilters) => void;
}

function BrandFilter({ facets, filters, onChange }: FilterPartProps) {
  if (facets.brands.length === 0) return null;
  const toggle = (name: string, checked: boolean) =>
    onChange({
      ...filters,
      brands: checked ? [...filters.brands, name] : filters.brands.filter((brand) => brand !== name),
    });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Brand</legend>
      <ul className={styles.brandList}>
        {facets.brands.map((brand) => (
          <li key={brand.name}>
            <Checkbox
              label={`${brand.name} (${brand.count})`}
              checked={filters.brands.includes(brand.name)}
              onCheckedChange={(checked) => toggle(brand.name, checked)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const priceText = (value: number | null) => (value === null ? '' : String(value));

function PriceFilter({ facets, filters, onChange }: FilterPartProps) {
  const [min, setMin] = useState(priceText(filters.minPrice));
  const [max, setMax] = useState(priceText(filters.maxPrice));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = priceRangeError(min, max);
    setError(problem);
    if (problem) return;
    onChange({
      ...filters,
      minPrice: min.trim() === '' ? null : Number(min),
      maxPrice: max.trim() === '' ? null : Number(max),
    });
  };
  const described = error ? errorId : undefined;
  return (
    <form onSubmit={apply} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={described}>
        <legend className={styles.legend}>Price</legend>
        <div className={styles.priceRow}>
          <Field label="Min ($)" className={styles.priceField}>
            <DecimalInput value={min} onValueChange={setMin} invalid={error !== null} placeholder="0" />
          </Field>
          <Field label="Max ($)" className={styles.priceField}>
            <DecimalInput value={max} onValueChange={setMax} invalid={error !== null} placeholder="Any" />
          </Field>
        </div>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : facets.price ? (
          <p className={styles.hint}>
            From {formatUsd(facets.price.min)} to {formatUsd(facets.price.max)} in this category.
          </p>
        ) : null}
        <Button type="submit" variant="outline" size="sm">
          Apply price
        </Button>
      </fieldset>
    </form>
  );
}

/** The Filters panel: brands, the price range (applied with its own button) and stock. */
export function ListingFilterPanel({ id, facets, filters, onChange }: FilterPartProps & { readonly id: string }) {
  return (
    <div id={id} className={styles.panel} role="group" aria-label="Filters">
      <BrandFilter facets={facets} filters={filters} onChange={onChange} />
      <PriceFilter
        key={`${filters.minPrice}-${filters.maxPrice}`}
        facets={facets}
        filters={filters}
        onChange={onChange}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Availability</legend>
        <Checkbox
          label={`In stock only (${facets.in_stock})`}
          checked={filters.inStock}
          onCheckedChange={(inStock) => onChange({ ...filters, inStock })}
        />
      </fieldset>
    </div>
  );
}
