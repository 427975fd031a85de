export { CountryCodeSelect } from './CountryCodeSelect.tsx';
export type { CountryCodeSelectProps } from './CountryCodeSelect.tsx';
export { countryDialCodes, DEFAULT_COUNTRY, findCountry } from './CountryCodeSelect.countries.ts';
export type { CountryDialCode } from './CountryCodeSelect.countries.ts';
