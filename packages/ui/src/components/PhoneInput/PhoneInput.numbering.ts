import { createContext } from 'react';
import { deferredModule, useDeferredModule, type DeferredModule } from '../../internal/deferredModule.ts';
import type * as PhoneFormat from './PhoneInput.format.ts';

/** Formatting and validation by each country's numbering plan (libphonenumber-js and its metadata). */
export type PhoneNumbering = typeof PhoneFormat;

const phoneNumbering = deferredModule<PhoneNumbering>(() => import('./PhoneInput.format.ts'));

/**
 * Which numbering loader PhoneInput uses. Only stories replace it, to hold the plan back and
 * show what happens before it arrives.
 */
export const PhoneNumberingContext = createContext<DeferredModule<PhoneNumbering>>(phoneNumbering);

/**
 * Loads the numbering plan (once, shared with every PhoneInput). Await it before judging a
 * number, e.g. on submit: `(await loadPhoneNumbering()).isPhoneValid(digits, country)`.
 */
export function loadPhoneNumbering(): Promise<PhoneNumbering> {
  return phoneNumbering.load();
}

/** The numbering plan once it has loaded (the component re-renders then), else undefined. */
export function usePhoneNumbering(): PhoneNumbering | undefined {
  return useDeferredModule(phoneNumbering);
}
