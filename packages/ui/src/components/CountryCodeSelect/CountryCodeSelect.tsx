import { useMemo } from 'react';
import { DeferredSelect } from '../../internal/deferredSelect/DeferredSelect.tsx';
import type { SelectOption, SelectProps } from '../Select/Select.tsx';
import { countryDialCodes, DEFAULT_COUNTRY, findCountry, type CountryDialCode } from './CountryCodeSelect.countries.ts';

export interface CountryCodeSelectProps extends Omit<
  SelectProps,
  'options' | 'value' | 'defaultValue' | 'onValueChange' | 'renderValue'
> {
  /** Controlled ISO country code ('US'). Several countries share +1, so the country is the value. */
  value?: string;
  /** Uncontrolled starting country; the United States (+1) by default (SPEC §9). */
  defaultValue?: string;
  /** The chosen country with its dial code ('+44'). */
  onValueChange?: (country: CountryDialCode) => void;
  /** Locale of the country names (`Intl.DisplayNames`). */
  locale?: string;
}

/**
 * Picks a phone country code from about 230 countries. The list reads 'United Kingdom (+44)'
 * and typing a name jumps to it; the closed select shows the ISO code and dial code.
 *
 * The Radix list loads when the picker is hovered, focused or opened (see DeferredSelect); the
 * closed picker, its value and typing a name work before that.
 */
export function CountryCodeSelect({
  value,
  defaultValue = DEFAULT_COUNTRY,
  onValueChange,
  locale = 'en',
  ...rest
}: CountryCodeSelectProps) {
  const options = useMemo<SelectOption[]>(
    () =>
      countryDialCodes(locale).map((country) => ({
        value: country.code,
        label: `${country.name} (${country.dialCode})`,
        textValue: country.name,
      })),
    [locale],
  );
  return (
    <DeferredSelect
      {...rest}
      options={options}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(code) => {
        const country = findCountry(code, locale);
        if (country) onValueChange?.(country);
      }}
      renderValue={(option) => {
        const country = findCountry(option.value, locale);
        return country ? (
          <span data-country={country.code}>
            {country.code} {country.dialCode}
          </span>
        ) : null;
      }}
    />
  );
}
