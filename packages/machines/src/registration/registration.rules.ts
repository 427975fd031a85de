import {
  cardMessages,
  cardDigits,
  isCardNumberValid,
  isCvcValid,
  isExpiryValid,
  normalizeExpiry,
} from '../rules/paymentCard/paymentCard.rules.ts';
import { isBlank, isValidEmail } from '../rules/inputs/inputs.rules.ts';
import { appPaths, isCompleteSavedItem, safeRedirectPath, type SavedItem } from '../rules/redirects/redirects.rules.ts';
import { DEFAULT_DIAL_CODE } from '../rules/phone/phone.rules.ts';
import type { SessionUser } from '../rules/user/user.rules.ts';

/** §9: password minimum 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** §3 registration details as the form holds them (field names are the API's, e.g. name_on_Card). */
export interface RegistrationForm {
  readonly full_name: string;
  readonly email: string;
  readonly password: string;
  readonly country_code: string;
  readonly phone_number: string;
  readonly zip_code: string;
  readonly agree: boolean;
  readonly shipping_street: string;
  readonly shipping_city: string;
  readonly shipping_state: string;
  readonly shipping_zip_code: string;
  readonly shipping_apartment: string;
  readonly card_number: string;
  readonly name_on_Card: string;
  readonly exp_date: string;
  readonly cvv: string;
  readonly pay_street: string;
  readonly pay_state: string;
  readonly pay_city: string;
  readonly pay_zip_code: string;
}

export type RegistrationField = keyof RegistrationForm;

export const emptyRegistrationForm: RegistrationForm = {
  full_name: '',
  email: '',
  password: '',
  country_code: DEFAULT_DIAL_CODE,
  phone_number: '',
  zip_code: '',
  agree: false,
  shipping_street: '',
  shipping_city: '',
  shipping_state: '',
  shipping_zip_code: '',
  shipping_apartment: '',
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
  pay_street: '',
  pay_state: '',
  pay_city: '',
  pay_zip_code: '',
};

export const registrationSteps = [1, 2, 3] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** §2: which step shows which field. */
export const registrationStepFields: Readonly<Record<RegistrationStep, readonly RegistrationField[]>> = {
  1: ['full_name', 'email', 'password', 'country_code', 'phone_number', 'zip_code', 'agree'],
  2: ['shipping_street', 'shipping_city', 'shipping_state', 'shipping_zip_code', 'shipping_apartment'],
  3: ['card_number', 'name_on_Card', 'exp_date', 'cvv', 'pay_street', 'pay_state', 'pay_city', 'pay_zip_code'],
};

/** The card itself; entering any of these makes the card checks apply (§5). */
export const cardFields = [
  'card_number',
  'name_on_Card',
  'exp_date',
  'cvv',
] as const satisfies readonly RegistrationField[];

/** §2: what "skip" clears: the card and its billing address. */
export const paymentFields = registrationStepFields[3];

/**
 * Messages for the checks the spec names without giving texts (§5). The card texts are the
 * spec's own (§8).
 */
export const registrationMessages = {
  fullNameRequired: 'First and Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  countryCodeRequired: 'Country code is required.',
  phoneRequired: 'Phone Number is required.',
  zipRequired: 'Zip Code is required.',
  termsRequired: 'Please accept the Terms of Use and Privacy Policy.',
  streetRequired: 'Street is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  ...cardMessages,
} as const;

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;
type MutableErrors = { -readonly [K in keyof RegistrationErrors]: RegistrationErrors[K] };

/** §5 step 1: name, valid e-mail, password of 8+, country code, phone, zip, terms. */
export function validateAccountStep(form: RegistrationForm): RegistrationErrors {
  const errors: MutableErrors = {};
  if (isBlank(form.full_name)) errors.full_name = registrationMessages.fullNameRequired;
  if (isBlank(form.email)) errors.email = registrationMessages.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = registrationMessages.emailInvalid;
  if (form.password === '') errors.password = registrationMessages.passwordRequired;
  else if ([...form.password].length < MIN_PASSWORD_LENGTH) errors.password = registrationMessages.passwordTooShort;
  if (isBlank(form.country_code)) errors.country_code = registrationMessages.countryCodeRequired;
  if (isBlank(form.phone_number)) errors.phone_number = registrationMessages.phoneRequired;
  if (isBlank(form.zip_code)) errors.zip_code = registrationMessages.zipRequired;
  if (!form.agree) errors.agree = registrationMessages.termsRequired;
  return errors;
}

/** §5 step 2: street, city, state and zip required; apartment optional. */
export function validateShippingStep(form: RegistrationForm): RegistrationErrors {
  const errors: MutableErrors = {};
  if (isBlank(form.shipping_street)) errors.shipping_street = registrationMessages.streetRequired;
  if (isBlank(form.shipping_city)) errors.shipping_city = registrationMessages.cityRequired;
  if (isBlank(form.shipping_state)) errors.shipping_state = registrationMessages.stateRequired;
  if (isBlank(form.shipping_zip_code)) errors.shipping_zip_code = registrationMessages.zipRequired;
  return errors;
}

export function hasCardData(form: RegistrationForm): boolean {
  return cardFields.some((field) => !isBlank(form[field]));
}

/** §5: card data is optional, but once entered the number, expiry and CVC must be valid. */
export function validatePaymentStep(form: RegistrationForm): RegistrationErrors {
  const errors: MutableErrors = {};
  if (!hasCardData(form)) return errors;
  if (!isCardNumberValid(form.card_number)) errors.card_number = registrationMessages.invalidNumber;
  if (!isExpiryValid(form.exp_date)) errors.exp_date = registrationMessages.invalidExpiry;
  if (!isCvcValid(form.cvv, form.card_number)) errors.cvv = registrationMessages.invalidCvc;
  return errors;
}

export function validateStep(step: RegistrationStep, form: RegistrationForm): RegistrationErrors {
  switch (step) {
    case 1:
      return validateAccountStep(form);
    case 2:
      return validateShippingStep(form);
    case 3:
      return validatePaymentStep(form);
  }
}

export function isStepValid(step: RegistrationStep, form: RegistrationForm): boolean {
  return Object.keys(validateStep(step, form)).length === 0;
}

/** The first step (1, 2, 3) whose checks fail, or null when the whole form may be sent. */
export function firstInvalidStep(form: RegistrationForm): RegistrationStep | null {
  return registrationSteps.find((step) => !isStepValid(step, form)) ?? null;
}

/** §2 skip: every card and billing field emptied. */
export function withoutPaymentData(form: RegistrationForm): RegistrationForm {
  return { ...form, ...Object.fromEntries(paymentFields.map((field) => [field, ''])) };
}

/** §3: full_name splits on the first space into first_name and last_name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const name = fullName.trim();
  const space = name.indexOf(' ');
  if (space === -1) return { first_name: name, last_name: '' };
  return { first_name: name.slice(0, space), last_name: name.slice(space + 1).trim() };
}

/** The body of `POST /api/register` (§7): the details, type User, and the active shop. */
export interface RegistrationPayload extends Omit<RegistrationForm, 'agree'> {
  readonly first_name: string;
  readonly last_name: string;
  readonly type: 'User';
  readonly agree: true;
  readonly shop_id: string | number | null;
}

/**
 * Builds the request body. Only called with a form that passed every step, which is why `agree`
 * is the literal true. Card numbers go without spaces and expiries as MM/YY.
 */
export function toRegistrationPayload(form: RegistrationForm, shopId: string | number | null): RegistrationPayload {
  const card = hasCardData(form);
  return {
    ...form,
    ...splitFullName(form.full_name),
    full_name: form.full_name.trim(),
    email: form.email.trim(),
    card_number: card ? cardDigits(form.card_number) : '',
    exp_date: card ? normalizeExpiry(form.exp_date) : '',
    cvv: card ? form.cvv.trim() : '',
    type: 'User',
    agree: true,
    shop_id: shopId,
  };
}

/** §4: server field names that live on another input are shown on it (first/last name → full name). */
const serverFieldAliases: ReadonlyMap<string, RegistrationField> = new Map([
  ['first_name', 'full_name'],
  ['last_name', 'full_name'],
]);

export function formFieldOf(serverField: string): RegistrationField | null {
  const alias = serverFieldAliases.get(serverField);
  if (alias !== undefined) return alias;
  // hasOwn proves the name is one of the form's own fields.
  return Object.hasOwn(emptyRegistrationForm, serverField) ? (serverField as RegistrationField) : null;
}

/** §4: card and billing → 3, shipping → 2, name, e-mail, password, country, phone → 1. */
export function stepOfField(field: RegistrationField): RegistrationStep {
  // Every field is listed under exactly one step in registrationStepFields.
  return registrationSteps.find((step) => registrationStepFields[step].includes(field)) as RegistrationStep;
}

export interface MappedServerErrors {
  /** First message per form field. */
  readonly errors: RegistrationErrors;
  /** Messages for fields the form does not show (e.g. shop_id), to show above the form. */
  readonly unplaced: readonly string[];
  /** The earliest step that holds an error, or null when none maps to a field. */
  readonly step: RegistrationStep | null;
}

/** §4, §5: server field errors, first message per field, and the step to jump back to. */
export function mapServerErrors(fieldErrors: Readonly<Record<string, readonly string[]>>): MappedServerErrors {
  const errors: MutableErrors = {};
  const unplaced: string[] = [];
  let step: RegistrationStep | null = null;
  for (const [serverField, messages] of Object.entries(fieldErrors)) {
    const first = messages[0];
    if (first === undefined) continue;
    const field = formFieldOf(serverField);
    if (field === null) {
      unplaced.push(first);
      continue;
    }
    if (errors[field] === undefined) errors[field] = first;
    const fieldStep = stepOfField(field);
    if (step === null || fieldStep < step) step = fieldStep;
  }
  return { errors, unplaced, step };
}

/** What the wizard knows from storage when it opens (§4 post-registration). */
export interface RegistrationEnvironment {
  readonly cartId: string | null;
  readonly tempProjectId: string | null;
  readonly savedItem: SavedItem | null;
  readonly projectId: string | null;
  readonly visualRedirect: string | null;
  /** The stored `redirect_to`, when it is a safe path. */
  readonly storedRedirect: string | null;
}

/** §4: after registration only type User is logged in at once; other types stay logged out. */
export function signsInAfterRegistration(user: SessionUser): boolean {
  return user.type === 'User';
}

/**
 * §4 step (1): with a stored cart id a project is created and the cart attached. Creating a
 * project needs a session, so this runs only when the new account was signed in.
 */
export function attachesCartAfterRegistration(signedIn: boolean, env: RegistrationEnvironment): boolean {
  return signedIn && env.cartId !== null;
}

export type RegistrationLanding =
  | { readonly kind: 'visual-project'; readonly to: string }
  | { readonly kind: 'navigate'; readonly to: string; readonly forgetsStoredRedirect: boolean };

/**
 * §4 steps (3) and (4): with visual_redirect and a signed-in User, a complete saved design
 * becomes a project and the person goes to the redirect target or / (/visualize if that fails);
 * an incomplete one sends them to /visualize. Otherwise they go to the stored redirect_to (then
 * cleared) or /.
 */
export function registrationLanding(signedIn: boolean, env: RegistrationEnvironment): RegistrationLanding {
  if (env.visualRedirect !== null && signedIn) {
    if (isCompleteSavedItem(env.savedItem)) {
      return {
        kind: 'visual-project',
        to: safeRedirectPath(env.visualRedirect) ?? env.storedRedirect ?? appPaths.home,
      };
    }
    return { kind: 'navigate', to: appPaths.visualize, forgetsStoredRedirect: false };
  }
  return {
    kind: 'navigate',
    to: env.storedRedirect ?? appPaths.home,
    forgetsStoredRedirect: env.storedRedirect !== null,
  };
}

/** §8 toasts after registering, reproduced exactly. */
export const postRegistrationMessages = {
  cartAttachFailed: 'Please login to proceed.',
  visualProjectFailed: 'Internal server error.',
} as const;
