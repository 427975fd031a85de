import { DeferredSelect } from '../../internal/deferredSelect/DeferredSelect.tsx';
import type { SelectOption, SelectProps } from '../Select/Select.tsx';
import {
  callingCodeOf,
  countryDialCodes,
  DEFAULT_COUNTRY,
  findCountry,
  type CountryDialCode,
} from './CountryCodeSelect.countries.ts';

/** Every country as an option (the named list is made once per locale, by `countryDialCodes`). */
function countryOptions(locale: string): SelectOption[] {
  return countryDialCodes(locale).map((country) => ({
    value: country.code,
    label: `${country.name} (${country.dialCode})`,
    textValue: country.name,
  }));
}

/**
 * The chosen country for the closed picker, which shows only its ISO and dial code (`renderValue`):
 * no name, so no `Intl.DisplayNames` (its region data costs a phone tens of milliseconds to set up).
 */
const closedOption = (code: string): SelectOption => ({ value: code, label: code });

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
 * The Radix select loads when the picker is hovered, focused or used (see DeferredSelect); the
 * closed picker and its value show before that, and keys typed meanwhile go to Radix when it
 * comes. The named list is made only then too, so a page with a phone field renders without
 * naming 240 countries first.
 */
export function CountryCodeSelect({
  value,
  defaultValue = DEFAULT_COUNTRY,
  onValueChange,
  locale = 'en',
  ...rest
}: CountryCodeSelectProps) {
  return (
    <DeferredSelect
      {...rest}
      options={() => countryOptions(locale)}
      optionFor={closedOption}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(code) => {
        const country = findCountry(code, locale);
        if (country) onValueChange?.(country);
      }}
      renderValue={(option) => {
        const callingCode = callingCodeOf(option.value);
        return callingCode === undefined ? null : (
          <span data-country={option.value}>
            {option.value} {`+${callingCode}`}
          </span>
        );
      }}
    />
  );
}
