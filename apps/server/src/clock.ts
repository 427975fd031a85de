/** Injected time, so expiry rules are testable without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export function isoAfter(clock: Clock, milliseconds: number): string {
  return new Date(clock().getTime() + milliseconds).toISOString();
}
