import type { User } from '@showroom/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Persistence } from './persistence.ts';
import { storageKeys } from './storageKeys.ts';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionStoreState {
  /** The stored `authToken`; '' when there is none. */
  readonly token: string;
  readonly user: User | null;
  readonly status: SessionStatus;
  setToken(token: string): void;
  removeToken(): void;
  setUser(user: User | null, status: SessionStatus): void;
}

export type SessionStore = StoreApi<SessionStoreState>;

/** The signed-in person as the header and guards read it; the session machine writes it. */
export function createSessionStore(persistence: Persistence): SessionStore {
  const token = persistence.read(storageKeys.authToken) ?? '';
  return createStore<SessionStoreState>()((set) => ({
    token,
    user: null,
    // Without a token there is nobody to load; the machine starts only when there is.
    status: token ? 'loading' : 'signedOut',
    setToken(token) {
      persistence.write(storageKeys.authToken, token);
      set({ token });
    },
    removeToken() {
      persistence.remove(storageKeys.authToken);
      set({ token: '' });
    },
    setUser: (user, status) => set({ user, status }),
  }));
}
