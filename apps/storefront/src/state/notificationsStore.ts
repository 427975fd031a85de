import { createStore, type StoreApi } from 'zustand/vanilla';

export interface NotificationsStoreState {
  /** §2: the pending count in the user dropdown; null until loaded. */
  readonly pending: number | null;
  load(): Promise<void>;
  clear(): void;
}

export type NotificationsStore = StoreApi<NotificationsStoreState>;

export function createNotificationsStore(fetchPendingCount: () => Promise<number>): NotificationsStore {
  let generation = 0;
  return createStore<NotificationsStoreState>()((set) => ({
    pending: null,
    async load() {
      const mine = ++generation;
      try {
        const pending = await fetchPendingCount();
        if (mine === generation) set({ pending });
      } catch {
        // The count is a hint beside the link; the client already showed the failure's toast.
      }
    },
    clear() {
      generation += 1;
      set({ pending: null });
    },
  }));
}
