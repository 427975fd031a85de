import { describe, expect, it, vi } from 'vitest';
import { firstInvalidField, invalidSummary, splitServerErrors, type FieldErrors } from './formErrors.ts';
import {
  formErrorsOf,
  formReducer,
  initialFormState,
  submitForm,
  type FormEvent,
  type FormState,
  type SubmitPlan,
} from './formFlow.ts';

interface Values {
  readonly name: string;
  readonly email: string;
}
type Field = keyof Values;
const fields: readonly Field[] = ['name', 'email'];

const validate = (values: Values): FieldErrors<Field> => ({
  ...(values.name.trim() === '' ? { name: 'Name is required.' } : {}),
  ...(values.email.includes('@') ? {} : { email: 'Please enter a valid e-mail address.' }),
});

/** A form held outside React: the reducer applied to each event, as useReducer would. */
function harness(values: Values | null = { name: 'Ana', email: 'ana@example.com' }) {
  let state: FormState<Values, Field> = initialFormState(values);
  const events: string[] = [];
  const handle = {
    current: () => state.values,
    dispatch: (event: FormEvent<Values, Field>) => {
      events.push(event.type);
      state = formReducer(state, event);
    },
    busy: { current: false },
  };
  return { handle, events, get state() { return state; } }; // prettier-ignore
}

function plan(overrides: Partial<SubmitPlan<Values, Field, string>> = {}): SubmitPlan<Values, Field, string> {
  return {
    fields,
    validate,
    send: vi.fn(async () => 'Saved.'),
    failure: () => 'Nothing was saved.',
    focus: vi.fn(),
    ...overrides,
  };
}

const refusal = (fieldErrors: Record<string, string[]>) =>
  Object.assign(new Error('422'), { status: 422, fieldErrors });

describe('the shared form helpers', () => {
  it('says how many fields are marked, one or several', () => {
    expect(invalidSummary(1)).toBe('Please check the field marked below.');
    expect(invalidSummary(2)).toBe('Please check the 2 fields marked below.');
  });

  it('finds the first marked field in the form’s order, not the messages’ order', () => {
    expect(firstInvalidField({ email: 'x', name: 'y' }, fields)).toBe('name');
    expect(firstInvalidField({}, fields)).toBeNull();
  });

  it('keeps the first server message of each field, renamed, and the rest apart', () => {
    expect(
      splitServerErrors({ 'contact.name': ['Too long.', 'second'], email: [], token: ['Expired.'] }, fields, (field) =>
        field.replace(/^contact\./, ''),
      ),
    ).toEqual({ fields: { name: 'Too long.' }, other: ['Expired.'] });
  });
});

describe('the form lifecycle', () => {
  it('judges nothing before the first submit, then follows the typing', () => {
    let state = initialFormState<Values, Field>({ name: '', email: '' });
    expect(formErrorsOf(state, validate)).toEqual({});
    expect(formErrorsOf(state, validate, true)).toHaveProperty('name');
    state = formReducer(state, { type: 'invalid' });
    expect(Object.keys(formErrorsOf(state, validate))).toEqual(['name', 'email']);
    state = formReducer(state, { type: 'change', field: 'name', value: 'Ana' });
    expect(Object.keys(formErrorsOf(state, validate))).toEqual(['email']);
  });

  it('clears a server message when its field changes, and only that one', () => {
    let state = formReducer(initialFormState<Values, Field>({ name: 'Ana', email: 'a@b.c' }), {
      type: 'refused',
      fields: { name: 'Taken.', email: 'Unknown.' },
      other: [],
    });
    state = formReducer(state, { type: 'change', field: 'email', value: 'ana@example.com' });
    expect(formErrorsOf(state, validate)).toEqual({ name: 'Taken.' });
  });

  it('lets a closed form be typed into only from a base', () => {
    const closed = initialFormState<Values, Field>(null);
    expect(formReducer(closed, { type: 'change', field: 'name', value: 'A' })).toBe(closed);
    expect(
      formReducer(closed, { type: 'change', field: 'name', value: 'A', base: { name: '', email: '' } }).values,
    ).toEqual({ name: 'A', email: '' });
  });

  it('does not send an invalid form, and focuses its first marked field', async () => {
    const form = harness({ name: '', email: 'nope' });
    const steps = plan();
    await expect(submitForm(form.handle, steps)).resolves.toBe(false);
    expect(steps.send).not.toHaveBeenCalled();
    expect(steps.focus).toHaveBeenCalledWith('name');
    expect(form.state.checked).toBe(true);
    expect(form.state.status).toEqual({ kind: 'editing' });
  });

  it('sends a valid form once, however often it is submitted meanwhile', async () => {
    const form = harness();
    let answer!: (text: string) => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const steps = plan({ send, sent: () => null });
    const first = submitForm(form.handle, steps);
    await expect(submitForm(form.handle, steps)).resolves.toBe(false);
    expect(form.state.status).toEqual({ kind: 'sending' });
    answer('Saved.');
    await expect(first).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(form.state).toEqual(initialFormState(null));
  });

  it('puts the server’s field messages under their fields and focuses the first one', async () => {
    const form = harness();
    const steps = plan({
      send: () => Promise.reject(refusal({ email: ['Already registered.'], name: ['Taken.'], other: ['Later.'] })),
    });
    await expect(submitForm(form.handle, steps)).resolves.toBe(false);
    expect(form.state.serverErrors).toEqual({ email: 'Already registered.', name: 'Taken.' });
    expect(form.state.status).toEqual({ kind: 'refused', other: ['Later.'] });
    expect(steps.focus).toHaveBeenCalledWith('name');
    expect(form.state.values).toEqual({ name: 'Ana', email: 'ana@example.com' });
  });

  it('says a refusal of no field it shows, and any other failure, as a failure', async () => {
    const form = harness();
    await submitForm(form.handle, plan({ send: () => Promise.reject(refusal({ cart_id: ['Gone.'] })) }));
    expect(form.state.status).toEqual({ kind: 'failed', message: 'Gone.' });
    await submitForm(form.handle, plan({ send: () => Promise.reject(new TypeError('Failed to fetch')) }));
    expect(form.state.status).toEqual({ kind: 'failed', message: 'Nothing was saved.' });
  });

  it('waits for what the checks need, and judges what is typed by then', async () => {
    const form = harness({ name: 'Ana', email: 'ana@example.com' });
    let loaded!: (problem: string | null) => void;
    const steps = plan({ before: () => new Promise((resolve) => (loaded = resolve)) });
    const done = submitForm(form.handle, steps);
    expect(form.events).toEqual(['checking']);
    form.handle.dispatch({ type: 'change', field: 'email', value: 'typed on' });
    loaded(null);
    await expect(done).resolves.toBe(false);
    expect(steps.focus).toHaveBeenCalledWith('email');
  });

  it('fails with the wait’s own message when what the checks need does not come', async () => {
    const form = harness();
    const steps = plan({ before: () => Promise.resolve('The check did not load.') });
    await expect(submitForm(form.handle, steps)).resolves.toBe(false);
    expect(form.state.status).toEqual({ kind: 'failed', message: 'The check did not load.' });
    expect(steps.send).not.toHaveBeenCalled();
  });

  it('stays busy after a success that leaves the page', async () => {
    const form = harness();
    const sent = vi.fn(() => undefined);
    await expect(submitForm(form.handle, plan({ leavesOnSuccess: true, sent }))).resolves.toBe(true);
    expect(sent).toHaveBeenCalledWith('Saved.', { name: 'Ana', email: 'ana@example.com' });
    expect(form.state.status).toEqual({ kind: 'sending' });
    expect(form.handle.busy.current).toBe(true);
  });

  it('lets a form handle a failure itself', async () => {
    const form = harness();
    const steps = plan({ send: () => Promise.reject(refusal({ token: ['Expired.'] })), intercept: () => true });
    await submitForm(form.handle, steps);
    expect(form.state.status).toEqual({ kind: 'sending' });
    expect(form.handle.busy.current).toBe(false);
  });
});
