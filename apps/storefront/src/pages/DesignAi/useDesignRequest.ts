import type { AiGeneratedDesign } from '@showroom/api';
import { aiDesignMessages } from '@showroom/api/client';
import { useRef, useState, type FormEvent } from 'react';
import { aiFailureStatusOf, aiFailureTextOf, generateAiDesign } from '../../services/aiService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import {
  checkDesignForm,
  designFields,
  emptyDesignForm,
  firstDesignError,
  toDesignRequest,
  type DesignErrors,
  type DesignField,
  type DesignForm,
} from './aiForms.ts';
import { splitServerErrors } from '../../features/forms/formErrors.ts';

export type DesignRequestStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'generating' }
  /** 503: the server has no design provider. Nothing was made, nothing spent. */
  | { readonly kind: 'unavailable'; readonly message: string }
  /** 422 on `credits`. */
  | { readonly kind: 'noCredits'; readonly message: string }
  /** The server refused fields: their messages are under them. */
  | { readonly kind: 'refused' }
  /** No answer, the provider failed (502), a server error: the typing is kept. */
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly message: string; readonly design: AiGeneratedDesign };

export const DESIGN_NOT_MADE = 'Your design could not be made. Please try again.';

export const designControlId = (field: DesignField) => `ai-design-${field.replace(/_/g, '-')}`;

export interface DesignRequestCallbacks {
  /** A design was made: the answer's balance. */
  readonly onSpent: (credits: number, used: number) => void;
  /** The server's balance may differ from the one shown (no credits left, nothing made): read it again. */
  readonly onBalanceInDoubt: () => void;
}

/**
 * The design request form: what is typed (kept through every failure), the contract's checks
 * (from the first submit on, updated while typing), the server's field messages, and the
 * answer: the pictures, or why there are none. Never a picture the server did not send.
 */
export function useDesignRequest({ onSpent, onBalanceInDoubt }: DesignRequestCallbacks) {
  const services = useServices();
  const [form, setForm] = useState<DesignForm>(emptyDesignForm);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<DesignErrors>({});
  const [status, setStatus] = useState<DesignRequestStatus>({ kind: 'editing' });
  const outcomeRef = useRef<HTMLDivElement>(null);

  const errors: DesignErrors = { ...serverErrors, ...(checked ? checkDesignForm(form) : {}) };

  const focus = (target: DesignField | 'outcome') =>
    requestAnimationFrame(() => {
      if (target === 'outcome') outcomeRef.current?.focus();
      else document.getElementById(designControlId(target))?.focus();
    });

  const change = <Field extends DesignField>(field: Field, value: DesignForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (serverErrors[field] !== undefined) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'generating') return;
    setChecked(true);
    const found = checkDesignForm(form);
    const first = firstDesignError(found);
    if (first !== null) return focus(first);
    setServerErrors({});
    setStatus({ kind: 'generating' });
    try {
      const { design, message } = await generateAiDesign(services, toDesignRequest(form));
      onSpent(design.credits, design.used);
      setStatus({ kind: 'ready', message, design });
      focus('outcome');
    } catch (error) {
      const status = aiFailureStatusOf(error);
      const fieldErrors = (error as { fieldErrors?: Readonly<Record<string, readonly string[]>> }).fieldErrors ?? {};
      const { fields, other } = splitServerErrors(fieldErrors, designFields);
      const creditsMessage = fieldErrors['credits']?.[0];
      if (status === 503) {
        setStatus({ kind: 'unavailable', message: aiFailureTextOf(error) ?? aiDesignMessages.unavailable });
        onBalanceInDoubt();
        focus('outcome');
      } else if (creditsMessage !== undefined) {
        setStatus({ kind: 'noCredits', message: creditsMessage });
        onBalanceInDoubt();
        focus('outcome');
      } else if (Object.keys(fields).length > 0) {
        setServerErrors(fields);
        setStatus({ kind: 'refused' });
        focus(firstDesignError(fields) ?? 'outcome');
      } else {
        setStatus({ kind: 'failed', message: other[0] ?? aiFailureTextOf(error) ?? DESIGN_NOT_MADE });
        focus('outcome');
      }
    }
  };

  return { form, errors, status, change, submit, outcomeRef };
}
