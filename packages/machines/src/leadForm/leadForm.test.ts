import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { answering, failing, recordingActions, type EffectCall } from '../testing/effectRecorder.ts';
import { declaredModel, exploreModel, reportModelCoverage } from '../testing/modelCoverage.ts';
import { emptyLeadForm, leadFormMessages, type LeadForm } from '../rules/leadForm/leadForm.rules.ts';
import { leadFormMachine, leadFormStates, type LeadFormEvent, type LeadSubmissionResult } from './leadForm.machine.ts';

const ada: LeadForm = { full_name: ' Ada Lovelace ', email: 'ada@example.com ', phone_number: '2133734253' };

/** What an `ApiHttpError` from @showroom/api looks like for a 422 (read duck-typed, not imported). */
const refused = {
  name: 'ApiHttpError',
  status: 422,
  message: 'Invalid input OR some mandatory fields are blank.',
  fieldErrors: {
    email: ['The email has already been submitted.', 'The email must be a valid email address.'],
  },
};

function typeAll(send: (event: LeadFormEvent) => void, form: LeadForm): void {
  send({ type: 'FIELD.CHANGE', field: 'full_name', value: form.full_name });
  send({ type: 'FIELD.CHANGE', field: 'email', value: form.email });
  send({ type: 'FIELD.CHANGE', field: 'phone_number', value: form.phone_number });
}

function startLeadForm(actors: Partial<Record<'submitLead', AnyActorLogic>> = {}, shopProfileId: string | number = 5) {
  const calls: EffectCall[] = [];
  const machine = leadFormMachine.provide({ actions: recordingActions(leadFormMachine, calls), actors });
  const actor = createActor(machine, { input: { shopProfileId } }).start();
  const send = (event: LeadFormEvent) => actor.send(event);
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
  return { actor, calls, send, settled, snapshot: () => actor.getSnapshot() };
}

describe('lead form machine (§3, §5, §7, §8)', () => {
  it('starts empty, for the given shop, with nothing to show', () => {
    const { snapshot } = startLeadForm({}, 'shop-9');
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({
      shopProfileId: 'shop-9',
      form: emptyLeadForm,
      errors: {},
      submitAttempted: false,
      serverErrors: {},
      serverMessage: null,
      successMessage: null,
    });
  });

  it('shows no error while typing before a first submit', () => {
    const { send, snapshot } = startLeadForm();
    send({ type: 'FIELD.CHANGE', field: 'email', value: 'a' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.form).toEqual({ ...emptyLeadForm, email: 'a' });
    expect(snapshot().context.errors).toEqual({});
  });

  it('marks every invalid field on submit, sends nothing, and re-checks while typing', () => {
    const inputs: unknown[] = [];
    const { send, snapshot } = startLeadForm({ submitLead: answering({ message: 'ok' }, inputs) });
    send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@' });
    send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().context.submitAttempted).toBe(true);
    expect(snapshot().context.errors).toEqual({
      full_name: 'Full name is required.',
      email: 'Please enter a valid email address.',
      phone_number: 'Phone number is required.',
    });

    send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('invalid');

    send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' });
    send({ type: 'FIELD.CHANGE', field: 'full_name', value: 'Ada' });
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().context.errors).toEqual({ phone_number: 'Phone number is required.' });

    send({ type: 'FIELD.CHANGE', field: 'phone_number', value: '213' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.errors).toEqual({});

    // Once a submit was attempted, breaking a field marks it at once.
    send({ type: 'FIELD.CHANGE', field: 'email', value: ' ' });
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().context.errors).toEqual({ email: 'Email is required.' });
    expect(inputs).toEqual([]);
  });

  it('posts the §7 lead, clears the form and shows the server message on success', async () => {
    const inputs: unknown[] = [];
    const { send, snapshot, settled, calls } = startLeadForm({
      submitLead: answering({ message: 'Thanks, we will call you.' }, inputs),
    });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('submitting');
    await settled();
    expect(inputs).toEqual([
      {
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone_number: '2133734253',
        action: 'handle-external-form-submission',
        lead_type: 'Pop-Ups',
        shop_profile_id: 5,
      },
    ]);
    expect(snapshot().value).toBe('submitted');
    expect(snapshot().context).toEqual({
      shopProfileId: 5,
      form: emptyLeadForm,
      errors: {},
      submitAttempted: false,
      serverErrors: {},
      serverMessage: null,
      successMessage: 'Thanks, we will call you.',
    });
    expect(calls).toEqual([{ effect: 'notify', params: { kind: 'success', message: 'Thanks, we will call you.' } }]);
  });

  it.each([
    ['no message', {}],
    ['a null message', { message: null }],
    ['a blank message', { message: '  ' }],
    ['nothing at all', undefined],
  ])('falls back to its own success text when the server answers %s', async (_, output) => {
    const { send, settled, snapshot, calls } = startLeadForm({
      submitLead: answering(output as LeadSubmissionResult),
    });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    expect(snapshot().context.successMessage).toBe(leadFormMessages.submitted);
    expect(calls).toEqual([{ effect: 'notify', params: { kind: 'success', message: leadFormMessages.submitted } }]);
  });

  it('ignores SUBMIT and typing while the request is on its way (no double send)', async () => {
    const requests: { input: unknown; resolve: (result: LeadSubmissionResult) => void }[] = [];
    const { send, snapshot, settled } = startLeadForm({
      submitLead: fromPromise<LeadSubmissionResult, unknown>(
        ({ input }) => new Promise((resolve) => requests.push({ input, resolve })),
      ),
    });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    send({ type: 'SUBMIT' });
    send({ type: 'FIELD.CHANGE', field: 'full_name', value: 'Someone else' });
    expect(snapshot().value).toBe('submitting');
    expect(snapshot().context.form).toEqual(ada);
    expect(requests).toHaveLength(1);
    requests[0]?.resolve({ message: 'ok' });
    await settled();
    expect(snapshot().value).toBe('submitted');
  });

  it('after a success, typing starts a new lead and an empty submit marks the fields', async () => {
    const { send, settled, snapshot } = startLeadForm({ submitLead: answering({ message: 'ok' }) });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    send({ type: 'FIELD.CHANGE', field: 'email', value: 'b' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.successMessage).toBeNull();
    expect(snapshot().context.errors).toEqual({});

    const again = startLeadForm({ submitLead: answering({ message: 'ok' }) });
    typeAll(again.send, ada);
    again.send({ type: 'SUBMIT' });
    await again.settled();
    again.send({ type: 'SUBMIT' });
    expect(again.snapshot().value).toBe('invalid');
    expect(again.snapshot().context.successMessage).toBeNull();
    expect(Object.keys(again.snapshot().context.errors).sort()).toEqual(['email', 'full_name', 'phone_number']);
  });

  it('keeps what was typed and shows the message when the server fails; SUBMIT retries', async () => {
    const inputs: unknown[] = [];
    const { send, settled, snapshot, calls } = startLeadForm({
      submitLead: failing({ status: 500, message: 'Internal Server error please try again.' }, inputs),
    });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.form).toEqual(ada);
    expect(snapshot().context.serverMessage).toBe('Internal Server error please try again.');
    expect(snapshot().context.serverErrors).toEqual({});
    expect(calls).toEqual([]);

    send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('submitting');
    expect(snapshot().context.serverMessage).toBeNull();
    await settled();
    expect(inputs).toHaveLength(2);
    expect(snapshot().value).toBe('failed');

    // Without refused fields, any change means the person is acting on the message.
    send({ type: 'FIELD.CHANGE', field: 'phone_number', value: '2133734254' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.serverMessage).toBeNull();
    expect(snapshot().context.form.phone_number).toBe('2133734254');
  });

  it.each([
    ['a plain string', 'Network down', 'Network down'],
    ['an error without a message', { status: 503 }, leadFormMessages.submitFailed],
    ['something unreadable', 42, leadFormMessages.submitFailed],
    [
      'a client error with only developer text (a 409 from @showroom/api)',
      Object.assign(new Error('POST /api/sample_request failed with HTTP 409'), { status: 409, userMessage: null }),
      leadFormMessages.submitFailed,
    ],
  ])('shows a failure with %s', async (_, error, message) => {
    const { send, settled, snapshot } = startLeadForm({ submitLead: failing(error) });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.serverMessage).toBe(message);
  });

  it('says which effect is missing when submitLead is not provided', async () => {
    const { send, settled, snapshot } = startLeadForm();
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.serverMessage).toContain(
      'The "submitLead" effect of the leadForm machine is not provided.',
    );
  });

  it('puts a 422 first message under its field and keeps failed until every refused field changed', async () => {
    const { send, settled, snapshot } = startLeadForm({
      submitLead: failing({ ...refused, fieldErrors: { ...refused.fieldErrors, phone_number: ['Bad phone.'] } }),
    });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.serverErrors).toEqual({
      email: 'The email has already been submitted.',
      phone_number: 'Bad phone.',
    });
    expect(snapshot().context.serverMessage).toBe('Invalid input OR some mandatory fields are blank.');
    expect(snapshot().context.errors).toEqual({});

    send({ type: 'FIELD.CHANGE', field: 'full_name', value: 'Ada L.' });
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.serverErrors).toEqual({
      email: 'The email has already been submitted.',
      phone_number: 'Bad phone.',
    });

    send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.org' });
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.serverErrors).toEqual({ phone_number: 'Bad phone.' });
    expect(snapshot().context.serverMessage).toBe('Invalid input OR some mandatory fields are blank.');

    send({ type: 'FIELD.CHANGE', field: 'phone_number', value: '2133734255' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.serverErrors).toEqual({});
    expect(snapshot().context.serverMessage).toBeNull();
  });

  it('leaves the server failure for the client errors when a change breaks a field', async () => {
    const { send, settled, snapshot } = startLeadForm({ submitLead: failing(refused) });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    send({ type: 'FIELD.CHANGE', field: 'full_name', value: '' });
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().context.errors).toEqual({ full_name: 'Full name is required.' });
    expect(snapshot().context.serverErrors).toEqual({});
    expect(snapshot().context.serverMessage).toBeNull();
  });

  it('shows refusals of fields the form does not have in the form, not under a field', async () => {
    const { send, settled, snapshot } = startLeadForm({
      submitLead: failing({
        ...refused,
        fieldErrors: {
          shop_profile_id: ['The selected shop profile id is invalid.'],
          lead_type: ['The lead type is invalid.'],
          email: 'The email has already been submitted.',
        },
      }),
    });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    expect(snapshot().context.serverErrors).toEqual({ email: 'The email has already been submitted.' });
    expect(snapshot().context.serverMessage).toBe('The selected shop profile id is invalid. The lead type is invalid.');
  });

  it('RESET clears everything but the shop, from any state', async () => {
    const { send, settled, snapshot } = startLeadForm({ submitLead: failing(refused) }, 3);
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    send({ type: 'RESET' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({
      shopProfileId: 3,
      form: emptyLeadForm,
      errors: {},
      submitAttempted: false,
      serverErrors: {},
      serverMessage: null,
      successMessage: null,
    });

    send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('invalid');
    send({ type: 'RESET' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.errors).toEqual({});
    expect(snapshot().context.submitAttempted).toBe(false);
  });

  it('RESET while sending stops listening: a late answer neither clears nor notifies', async () => {
    let answer: (result: LeadSubmissionResult) => void = () => {};
    const { send, snapshot, calls } = startLeadForm({
      submitLead: fromPromise<LeadSubmissionResult, unknown>(() => new Promise((resolve) => (answer = resolve))),
    });
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    send({ type: 'RESET' });
    send({ type: 'FIELD.CHANGE', field: 'full_name', value: 'Grace' });
    answer({ message: 'late' });
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.form).toEqual({ ...emptyLeadForm, full_name: 'Grace' });
    expect(snapshot().context.successMessage).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends later leads to the shop the showroom changed to', async () => {
    const inputs: { shop_profile_id: unknown }[] = [];
    const { send, settled, snapshot } = startLeadForm({ submitLead: answering({ message: 'ok' }, inputs) }, 5);
    send({ type: 'SHOP.CHANGED', shopProfileId: 'acme-12' });
    expect(snapshot().value).toBe('editing');
    typeAll(send, ada);
    send({ type: 'SUBMIT' });
    await settled();
    expect(inputs.map((input) => input.shop_profile_id)).toEqual(['acme-12']);
    expect(snapshot().context.shopProfileId).toBe('acme-12');
  });
});

describe('lead form model', () => {
  const declared = declaredModel(leadFormMachine);

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: leadFormMachine,
      inputs: [{ shopProfileId: 5 }],
      events: [
        { type: 'FIELD.CHANGE', field: 'full_name', value: 'Ada' },
        { type: 'FIELD.CHANGE', field: 'full_name', value: '' },
        { type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' },
        { type: 'FIELD.CHANGE', field: 'email', value: 'ada@' },
        { type: 'FIELD.CHANGE', field: 'phone_number', value: '213' },
        { type: 'SUBMIT' },
        { type: 'RESET' },
        { type: 'SHOP.CHANGED', shopProfileId: 'acme-12' },
        { type: 'xstate.done.actor.submitLead', output: { message: 'Thanks!' } },
        { type: 'xstate.done.actor.submitLead', output: {} },
        {
          type: 'xstate.error.actor.submitLead',
          error: { status: 500, message: 'Internal Server error please try again.' },
        },
        { type: 'xstate.error.actor.submitLead', error: refused },
      ],
    });
    await reportModelCoverage('leadForm', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...leadFormStates].sort());
  });

  it('lists every state in its inventory', () => {
    expect([...leadFormStates].sort()).toEqual([...declared.stateIds].sort());
  });
});
