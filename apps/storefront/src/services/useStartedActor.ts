import { useMemo, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * An actor whose life is React's subscription to it: created idle, started when React subscribes
 * after the commit, stopped when React unsubscribes (the component leaves, or `create` changes).
 * A stopped actor cannot start again, so a second subscription (React's strict mode mounts
 * twice; an Activity shown again) starts a fresh one and tells React. React's external-store
 * hook owns the lifetime, so no effect has to copy the actor into state.
 */
class ActorLifetime<Actor extends AnyActorRef> {
  private actor: Actor;
  private started = false;
  private stopped = false;

  constructor(
    private readonly create: () => Actor,
    /** Whether the idle actor is drawn before it starts (its initial snapshot), else null. */
    private readonly drawnIdle: boolean,
  ) {
    this.actor = create();
  }

  readonly subscribe = (onChange: () => void) => {
    if (this.stopped) {
      this.actor = this.create();
      this.stopped = false;
    }
    this.actor.start();
    this.started = true;
    onChange();
    const running = this.actor;
    return () => {
      running.stop();
      this.stopped = true;
      this.started = false;
    };
  };

  readonly current = (): Actor | null => (this.started || this.drawnIdle ? this.actor : null);
}

const noSubscription = () => () => undefined;
const noActor = () => null;

/** The actor `create` makes, started with the component and drawn from its first render. */
export function useStartedActor<Actor extends AnyActorRef>(create: () => Actor): Actor {
  const lifetime = useMemo(() => new ActorLifetime(create, true), [create]);
  // Never null: drawn idle until it starts.
  return useSyncExternalStore(lifetime.subscribe, lifetime.current, lifetime.current) as Actor;
}

/** The actor `create` makes once it has started (null before, and while `create` is null). */
export function useOptionalStartedActor<Actor extends AnyActorRef>(create: (() => Actor) | null): Actor | null {
  const lifetime = useMemo(() => (create === null ? null : new ActorLifetime(create, false)), [create]);
  return useSyncExternalStore(lifetime?.subscribe ?? noSubscription, lifetime?.current ?? noActor, noActor);
}
