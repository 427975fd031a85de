import { useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/** Re-renders with an actor's snapshot (what @xstate/react's useSelector does, without the extra package). */
export function useActorSnapshot<Actor extends AnyActorRef>(actor: Actor): SnapshotFrom<Actor> {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot() as SnapshotFrom<Actor>,
    () => actor.getSnapshot() as SnapshotFrom<Actor>,
  );
}
