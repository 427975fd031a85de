import type { MyShowroom, ShowroomPricingUpdate } from '@showroom/api';
import { useCallback, useMemo, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import type { AppServices } from '../../services/createAppServices.ts';
import { useLoadable } from '../../state/useLoadable.ts';
import { controlId, failureMessage } from '../forms/formErrors.ts';
import { useForm } from '../forms/useForm.ts';
import {
  markupFormFields,
  markupFormMessages,
  markupFormOf,
  toPricingUpdate,
  validateMarkupForm,
  type MarkupForm,
  type MarkupFormField,
} from './markupForm.ts';

export const markupControlId = (field: MarkupFormField) => controlId('markup', field);

/** GET and PUT of the signed-in pro's showroom (`/api/pro/showroom`). */
export function myShowroomService(services: Pick<AppServices, 'runtime'>) {
  const api = async () => (await services.runtime()).api;
  return {
    async load(): Promise<MyShowroom> {
      return (await (await api()).getMyShowroom()).data;
    },
    async savePricing(update: ShowroomPricingUpdate): Promise<{ showroom: MyShowroom; message: string }> {
      const answer = await (await api()).updateShowroomPricing({ body: update });
      return { showroom: answer.data, message: answer.message };
    },
  };
}

/** A 404 from the server: this pro has no showroom yet (a new designer, say). */
export function isNoShowroom(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/**
 * The "Your showroom" section of /account: the showroom as loaded, and the markup form over
 * it (always open, starting from the saved figures; saving replaces them).
 */
export function useMyShowroom() {
  const services = useServices();
  const service = useMemo(() => myShowroomService(services), [services]);
  const load = useCallback(() => service.load(), [service]);
  const { state, failure, reload, update } = useLoadable(load, {
    describe: failureMessage,
    fallback: markupFormMessages.notLoaded,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const base = state.status === 'ready' ? markupFormOf(state.data) : null;
  const form = useForm({
    initial: null,
    base,
    fields: markupFormFields,
    controlId: markupControlId,
    validate: validateMarkupForm,
    send: (typed: MarkupForm) => service.savePricing(toPricingUpdate(typed)),
    sent: (answer) => {
      update(() => answer.showroom);
      setSaved(answer.message);
      // Closed: the form shows the saved figures again (its base).
      return null;
    },
    failure: (error) => failureMessage(error, markupFormMessages.notSaved),
  });

  return {
    showroom: state,
    noShowroom: state.status === 'error' && isNoShowroom(failure),
    reload,
    form: form.values,
    errors: form.errors,
    status: form.status,
    summary: form.summary,
    saved,
    change: (field: MarkupFormField, value: string) => {
      setSaved(null);
      form.change(field, value);
    },
    save: form.submit,
  };
}

export type MyShowroomState = ReturnType<typeof useMyShowroom>;
