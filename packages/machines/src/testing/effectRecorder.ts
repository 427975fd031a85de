/**
 * Test doubles for the machines' injected effects (not part of the published package).
 */
import { fromPromise, type AnyStateMachine } from 'xstate';

export interface EffectCall {
  readonly effect: string;
  readonly params: unknown;
}

type RecordingAction = (args: unknown, params: unknown) => void;

/**
 * Built-in actions (assign, enqueueActions) carry a `resolve` method; the placeholders a host is
 * meant to replace are plain functions. Only those are replaced by recorders.
 */
export function placeholderActionNames(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.actions)
    .filter(([, implementation]) => !('resolve' in (implementation as object)))
    .map(([name]) => name);
}

/** Actions that append `{ effect, params }` to `calls`, in the order the machine runs them. */
export function recordingActions(machine: AnyStateMachine, calls: EffectCall[]): Record<string, RecordingAction> {
  return Object.fromEntries(
    placeholderActionNames(machine).map((effect) => [
      effect,
      (_args: unknown, params: unknown) => {
        calls.push({ effect, params });
      },
    ]),
  );
}

/** An effect that answers `output`, remembering the inputs it was called with. */
export function answering<TOutput>(output: TOutput, inputs: unknown[] = []) {
  return fromPromise<TOutput, unknown>(async ({ input }) => {
    inputs.push(input);
    return output;
  });
}

/** An effect that fails with `error`, remembering the inputs it was called with. */
export function failing(error: unknown, inputs: unknown[] = []) {
  return fromPromise<never, unknown>(async ({ input }) => {
    inputs.push(input);
    throw error;
  });
}

/** The effect names called, in order. */
export function effectNames(calls: readonly EffectCall[]): string[] {
  return calls.map((call) => call.effect);
}

/** The params of the calls to one effect. */
export function paramsOf(calls: readonly EffectCall[], effect: string): unknown[] {
  return calls.filter((call) => call.effect === effect).map((call) => call.params);
}
