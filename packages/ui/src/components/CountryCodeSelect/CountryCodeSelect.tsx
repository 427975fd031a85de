import { DeferredSelect } from '../../internal/deferredSelect/DeferredSelect.tsx';
import type { SelectOption, SelectProps } from '../Select/Select.tsx';
import {
  callingCodeOf,
  countryDialCodes,
  DEFAULT_COUNTRY,
  findCountry,
  type CountryDialCode,
} from './CountryCodeSelect.countries.ts';

const optionLists = new Map<string, readonly SelectOption[]>();

/** Every country as an option, made once per locale. */
function countryOptions(locale: string): readonly SelectOption[] {
  let options = optionLists.get(locale);
  if (!options) {
    options = countryDialCodes(locale).map((country) => ({
      value: country.code,
      label: `${country.name} (${country.dialCode})`,
      textValue: country.name,
    }));
    optionLists.set(locale, options);
  }
  return options;
}

/**
 * The chosen country for the closed picker, which shows only its ISO code and dial code: no name,
 * so no `Intl.DisplayNames` (its region data costs a phone tens of milliseconds to set up).
 */
function closedOption(code: string): SelectOption | undefined {
  const callingCode = callingCodeOf(code);
  return callingCode === undefined ? undefined : { value: code, label: `${code} +${callingCode}`, textValue: code };
}

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
 * closed picker, its value and typing a name work before that. The named list is made only then
 * too, so a page with a phone field renders without naming 240 countries first.
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
