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

/** Every placeholder made here, so a test can tell the effects a host supplies from the rest. */
const placeholders = new WeakSet<object>();

/** Whether an action or actor implementation is a placeholder for a host's effect. */
export function isPlaceholder(implementation: unknown): boolean {
  // WeakSet.has answers false for a primitive; only its declared type wants an object.
  return placeholders.has(implementation as object);
}

/** A typed actor that rejects until the host provides the real one. */
export function placeholderActor<TOutput, TInput>(machine: string, effect: string) {
  const actor = fromPromise<TOutput, TInput>(() => Promise.reject(new EffectNotProvidedError(machine, effect)));
  placeholders.add(actor);
  return actor;
}

/**
 * A typed action that does nothing until the host provides the real one. Doing nothing is right
 * for fire-and-forget effects (navigate, toast, storage): the machine's own behaviour does not
 * depend on them, so it can run headless in tests and on servers.
 */
export function placeholderAction<TParams = undefined>() {
  const action = (_args: unknown, _params: TParams): void => {};
  placeholders.add(action);
  return action;
}
