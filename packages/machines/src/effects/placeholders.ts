import { fromPromise } from 'xstate';

/**
 * Thrown by a machine's placeholder actor when the host did not supply the real effect. The
 * machine then takes its error path, and the message says exactly what to provide.
 */
export class EffectNotProvidedError extends Error {
  override readonly name = 'EffectNotProvidedError';
  readonly machine: string;
  readonly effect: string;

  constructor(machine: string, effect: string) {
    super(
      `The "${effect}" effect of the ${machine} machine is not provided. ` +
        `Supply it with ${machine}Machine.provide({ actors: { ${effect}: … } }).`,
    );
    this.machine = machine;
    this.effect = effect;
  }
}

/** A typed actor that rejects until the host provides the real one. */
export function placeholderActor<TOutput, TInput>(machine: string, effect: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new EffectNotProvidedError(machine, effect)));
}

/**
 * A typed action that does nothing until the host provides the real one. Doing nothing is right
 * for fire-and-forget effects (navigate, toast, storage): the machine's own behaviour does not
 * depend on them, so it can run headless in tests and on servers.
 */
export function placeholderAction<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => {};
}
