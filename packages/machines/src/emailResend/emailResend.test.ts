import { createActor, SimulatedClock, waitFor, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { answering, failing } from '../testing/effectRecorder.ts';
import { declaredModel } from '../testing/modelCoverage.ts';
import { emailResendMachine, emailResendMessages, emailResendStates, retryAfterOf } from './emailResend.machine.ts';

/** A 429 of the cooldown as the storefront's effect rejects it. */
const tooSoon = { status: 429, message: 'Please wait 42 seconds before asking for another e-mail.', retryAfter: 42 };

function startResend(resend: AnyActorLogic, cooldownSeconds = 60) {
  const clock = new SimulatedClock();
  const machine = emailResendMachine.provide({ actors: { resend } });
  const actor = createActor(machine, { input: { cooldownSeconds }, clock }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches('sending'));
  return { actor, clock, settled, snapshot: () => actor.getSnapshot() };
}

describe('email resend machine', () => {
  it('starts ready, with nothing to say', () => {
    const { snapshot } = startResend(answering({}));
    expect(snapshot().value).toBe('ready');
    expect(snapshot().context).toEqual({ cooldownSeconds: 60, secondsLeft: 0, sentMessage: null, errorMessage: null });
  });

  it('sends, shows the server message and counts the cooldown down a second at a time', async () => {
    const inputs: unknown[] = [];
    const { actor, clock, settled, snapshot } = startResend(answering({ message: 'Sent again.' }, inputs), 3);
    actor.send({ type: 'RESEND' });
    expect(snapshot().value).toBe('sending');
    actor.send({ type: 'RESEND' });
    await settled();
    expect(inputs).toHaveLength(1);
    expect(snapshot().value).toBe('coolingDown');
    expect(snapshot().context).toMatchObject({ secondsLeft: 3, sentMessage: 'Sent again.', errorMessage: null });

    actor.send({ type: 'RESEND' });
    expect(snapshot().value).toBe('coolingDown');
    clock.increment(999);
    expect(snapshot().context.secondsLeft).toBe(3);
    clock.increment(1);
    expect(snapshot().context.secondsLeft).toBe(2);
    clock.increment(1000);
    expect(snapshot().context.secondsLeft).toBe(1);
    clock.increment(1000);
    expect(snapshot().value).toBe('ready');
    // The message of the e-mail sent stays until the next request.
    expect(snapshot().context).toMatchObject({ secondsLeft: 0, sentMessage: 'Sent again.' });

    actor.send({ type: 'RESEND' });
    await settled();
    expect(inputs).toHaveLength(2);
  });

  it('says something when the server sends no message', async () => {
    const { actor, settled, snapshot } = startResend(answering({ message: '  ' }));
    actor.send({ type: 'RESEND' });
    await settled();
    expect(snapshot().context.sentMessage).toBe(emailResendMessages.sent);
  });

  it('counts down from retry_after when the server refuses during its cooldown', async () => {
    const { actor, clock, settled, snapshot } = startResend(failing(tooSoon));
    actor.send({ type: 'RESEND' });
    await settled();
    expect(snapshot().value).toBe('coolingDown');
    expect(snapshot().context).toMatchObject({ secondsLeft: 42, errorMessage: tooSoon.message, sentMessage: null });
    for (let second = 0; second < 41; second += 1) clock.increment(1000);
    expect(snapshot().context.secondsLeft).toBe(1);
    clock.increment(1000);
    expect(snapshot().value).toBe('ready');
    expect(snapshot().context.errorMessage).toBeNull();
  });

  it('fails with the error message, or its own, and retries on RESEND', async () => {
    const { actor, settled, snapshot } = startResend(
      failing({ status: 500, message: 'Internal Server error please try again.' }),
    );
    actor.send({ type: 'RESEND' });
    await settled();
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.errorMessage).toBe('Internal Server error please try again.');
    actor.send({ type: 'RESEND' });
    expect(snapshot().value).toBe('sending');
    await settled();

    const silent = startResend(failing({ status: 418 }));
    silent.actor.send({ type: 'RESEND' });
    await silent.settled();
    expect(silent.snapshot().context.errorMessage).toBe(emailResendMessages.failed);
  });

  it('takes the error path when the host did not provide the effect', async () => {
    const actor = createActor(emailResendMachine, { input: { cooldownSeconds: 0.2 } }).start();
    expect(actor.getSnapshot().context.cooldownSeconds).toBe(1);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toMatch(/"resend" effect of the emailResend machine/);
  });

  it('reads retry_after only from a refusal that carries a positive number', () => {
    expect(retryAfterOf({ retryAfter: 41.2 })).toBe(42);
    expect(retryAfterOf({ retryAfter: 0 })).toBeNull();
    expect(retryAfterOf({ retryAfter: '42' })).toBeNull();
    expect(retryAfterOf({ retryAfter: Number.POSITIVE_INFINITY })).toBeNull();
    expect(retryAfterOf(null)).toBeNull();
    expect(retryAfterOf('429')).toBeNull();
  });

  it('lists every state in its inventory', () => {
    expect([...emailResendStates].sort()).toEqual(declaredModel(emailResendMachine).stateIds.sort());
  });
});
