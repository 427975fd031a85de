import type { ShowroomProfile } from '@showroom/api';
import {
  showroomSearchMachine,
  showroomSearchMessages,
  type ShowroomLookupRequest,
  type ShowroomMatch,
  type ShowroomProfileRequest,
  type ShowroomProfileResult,
  type ShowroomSearchState,
} from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import type { AppServices } from '../services/createAppServices.ts';
import { withdrawNotice } from '../services/notifier.ts';
import { storeShowroomCategories } from './showroomCategories.ts';
import { loadShowroomProfile } from './showroomProfile.ts';

/** What the card renders: the machine's state and the showroom found, as plain data. */
export interface ShowroomSearchView {
  readonly state: ShowroomSearchState;
  readonly match: ShowroomMatch | null;
  /** Next was pressed before the lookup answered: the showroom is entered once found. */
  readonly nextWanted: boolean;
}

/**
 * One card's run of the `showroomSearch` machine. The card reads it as a plain store, so its
 * own (first-load) module needs neither xstate nor the machine.
 */
export interface ShowroomSearchSession {
  view(): ShowroomSearchView;
  subscribe(listener: () => void): () => void;
  /** The whole text of the field, after every change. */
  type(text: string): void;
  /** Next: load the found showroom's profile and enter it. */
  next(): void;
  /** Try the failed step again (the lookup, or the profile). */
  retry(): void;
  stop(): void;
}

type Services = Pick<AppServices, 'runtime' | 'showroom' | 'persistence' | 'router' | 'notify'> & {
  readonly toasts: Pick<AppServices['toasts'], 'dismiss'>;
};

/** The machine of @showroom/machines with the storefront's real effects. */
export function provideShowroomSearch(services: Services) {
  // The store keeps the whole profile (company name, logo, ids); the machine's own item has
  // only the §3 fields, so the loader remembers the profile it received for the store.
  const profiles = new Map<string, ShowroomProfile>();
  return showroomSearchMachine.provide({
    actors: {
      findShowrooms: fromPromise<readonly ShowroomMatch[], ShowroomLookupRequest>(async ({ input, signal }) => {
        const { api } = await services.runtime();
        const answer = await api.searchShowrooms({ query: { s: input.search } }, { signal });
        return answer.data.data;
      }),
      loadShowroomProfile: fromPromise<ShowroomProfileResult, ShowroomProfileRequest>(async ({ input, signal }) => {
        const loaded = await loadShowroomProfile(services, input.vsd_id, signal);
        if (loaded === null) return { profile: null, category: [] };
        profiles.set(loaded.profile.vsd_id, loaded.profile);
        return { profile: loaded.profile, category: loaded.categories };
      }),
    },
    actions: {
      storeActiveShowroom: (_, item) => {
        const profile = profiles.get(item.vsd_id);
        if (profile) services.showroom.getState().activate(profile);
      },
      setCategories: (_, { categories }) => storeShowroomCategories(services.persistence, categories),
      navigate: (_, { to }) => {
        // Entered from the showroom page itself: it re-renders as the showroom, and a second
        // navigation to the same address would never complete (no new page to finish it).
        if (services.router.currentPath() !== to) services.router.navigate(to);
      },
      notify: (_, { kind, message }) => services.notify(kind, message),
    },
  });
}

export function startShowroomSearch(services: Services): ShowroomSearchSession {
  const actor = createActor(provideShowroomSearch(services)).start();
  let view: ShowroomSearchView = { state: 'idle', match: null, nextWanted: false };
  const listeners = new Set<() => void>();
  const subscription = actor.subscribe((snapshot) => {
    const state = snapshot.value as ShowroomSearchState;
    const { match, nextWanted } = snapshot.context;
    if (state === view.state && match === view.match && nextWanted === view.nextWanted) return;
    // "No Showroom Found" is about a lookup that has been superseded: it goes with it.
    if (view.state === 'notFound' && state !== 'notFound') {
      withdrawNotice(services.toasts, 'warning', showroomSearchMessages.notFound);
    }
    view = { state, match, nextWanted };
    for (const listener of listeners) listener();
  });
  return {
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    type: (text) => actor.send({ type: 'TYPE', text }),
    next: () => actor.send({ type: 'NEXT' }),
    retry: () => actor.send(view.state === 'profileFailed' ? { type: 'NEXT' } : { type: 'RETRY' }),
    stop() {
      subscription.unsubscribe();
      listeners.clear();
      actor.stop();
    },
  };
}
