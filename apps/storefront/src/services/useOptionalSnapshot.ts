import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/** An actor's snapshot, re-rendering on change; null while there is no actor yet. */
export function useOptionalSnapshot<Actor extends AnyActorRef>(actor: Actor | null): SnapshotFrom<Actor> | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? (actor.getSnapshot() as SnapshotFrom<Actor>) : null);
  return useSyncExternalStore(subscribe, read, read);
}
