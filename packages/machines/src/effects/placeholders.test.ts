import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { EffectNotProvidedError, placeholderAction, placeholderActor } from './placeholders.ts';

describe('placeholder effects', () => {
  it('rejects with an error naming the machine and the effect to provide', async () => {
    const actor = createActor(placeholderActor<string, { id: number }>('signIn', 'login'), {
      input: { id: 1 },
    }).start();
    const failure = await toPromise(actor).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EffectNotProvidedError);
    expect(failure).toMatchObject({
      name: 'EffectNotProvidedError',
      machine: 'signIn',
      effect: 'login',
      message:
        'The "login" effect of the signIn machine is not provided. Supply it with signInMachine.provide({ actors: { login: … } }).',
    });
  });

  it('does nothing as an action until provided', () => {
    expect(placeholderAction<{ to: string }>()({}, { to: '/' })).toBeUndefined();
  });
});
