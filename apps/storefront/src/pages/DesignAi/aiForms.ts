import type { AiGenerateDesignRequest } from '@showroom/api';
import { PASSWORD_MIN_LENGTH, passwordMessages } from '@showroom/api/client';
import { firstInvalidField } from '../../features/forms/formErrors.ts';

/**
 * The AI area's forms, checked before anything is sent: what the contract refuses
 * (`AiDesignRequest`, `AiGenerateDesignRequest`), said at once instead of costing a
 * rate-limited request. Everything else is the server's, first message per field (§5).
 */

export const aiFormMessages = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: passwordMessages.passwordTooShort,
  roomTypeRequired: 'Please choose the room to design.',
  promptTooShort: 'Please describe the room in at least 3 characters.',
  promptTooLong: 'Please keep the description to 1000 characters or fewer.',
  styleTooLong: 'Please keep the style to 100 characters or fewer.',
} as const;

export type AiAccountMode = 'signIn' | 'signUp';
export type AiAccountField = 'name' | 'email' | 'password';
export type AiAccountErrors = Partial<Record<AiAccountField, string>>;

export interface TypedAccount {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** The browser's verdict on the type=email input (`validity.typeMismatch`). */
  readonly emailMismatch: boolean;
}

/** Sign-in checks only that something was typed (§5); sign-up also the name and the §9 password minimum. */
export function checkAiAccountForm(mode: AiAccountMode, typed: TypedAccount): AiAccountErrors {
  const errors: { -readonly [K in AiAccountField]?: string } = {};
  if (mode === 'signUp' && typed.name.trim() === '') errors.name = aiFormMessages.nameRequired;
  if (typed.email.trim() === '') errors.email = aiFormMessages.emailRequired;
  else if (typed.emailMismatch) errors.email = aiFormMessages.emailInvalid;
  if (typed.password === '') errors.password = aiFormMessages.passwordRequired;
  else if (mode === 'signUp' && typed.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = aiFormMessages.passwordTooShort;
  }
  return errors;
}

export const aiAccountFields: readonly AiAccountField[] = ['name', 'email', 'password'];

export const firstAccountError = (errors: AiAccountErrors) => firstInvalidField(errors, aiAccountFields);

// ── The design request ─────────────────────────────────────────────────────────────────────

export type AiRoomType = AiGenerateDesignRequest['room_type'];

/**
 * The contract's room types (`aiRoomTypes`, which lives beside its zod schema) with the labels
 * the form shows. `Record` makes this fail to compile when the contract adds or drops one.
 */
const roomTypeLabels: Record<AiRoomType, string> = {
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  'living room': 'Living room',
  bedroom: 'Bedroom',
  'dining room': 'Dining room',
  outdoor: 'Outdoor',
};

export const aiRoomTypeOptions = (Object.keys(roomTypeLabels) as AiRoomType[]).map((value) => ({
  value,
  label: roomTypeLabels[value],
}));

/** `AiGenerateDesignRequest`: prompt 3 to 1000 characters once trimmed, style at most 100. */
export const designLimits = { promptMin: 3, promptMax: 1000, styleMax: 100 } as const;

export type DesignField = 'room_type' | 'prompt' | 'style';
export const designFields: readonly DesignField[] = ['room_type', 'prompt', 'style'];
export type DesignErrors = Partial<Record<DesignField, string>>;

export interface DesignForm {
  readonly room_type: AiRoomType | '';
  readonly prompt: string;
  readonly style: string;
}

export const emptyDesignForm: DesignForm = { room_type: '', prompt: '', style: '' };

export function checkDesignForm(form: DesignForm): DesignErrors {
  const errors: { -readonly [K in DesignField]?: string } = {};
  if (form.room_type === '') errors.room_type = aiFormMessages.roomTypeRequired;
  const prompt = form.prompt.trim();
  if (prompt.length < designLimits.promptMin) errors.prompt = aiFormMessages.promptTooShort;
  else if (prompt.length > designLimits.promptMax) errors.prompt = aiFormMessages.promptTooLong;
  if (form.style.trim().length > designLimits.styleMax) errors.style = aiFormMessages.styleTooLong;
  return errors;
}

export const firstDesignError = (errors: DesignErrors) => firstInvalidField(errors, designFields);

/** The request as the contract takes it (trimmed; no style when none was given). A checked form only. */
export function toDesignRequest(form: DesignForm): AiGenerateDesignRequest {
  if (form.room_type === '') throw new Error('A design request needs a room type.');
  const style = form.style.trim();
  return { room_type: form.room_type, prompt: form.prompt.trim(), ...(style === '' ? {} : { style }) };
}

/** "1 credit", "3 credits". */
export const creditsText = (credits: number) => `${credits} credit${credits === 1 ? '' : 's'}`;

/** "1 second", "42 seconds". */
export const secondsText = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;
