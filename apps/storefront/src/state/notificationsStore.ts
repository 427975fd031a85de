import { createStore, type StoreApi } from 'zustand/vanilla';

export interface NotificationsStoreState {
  /** §2: the pending count in the user dropdown; null until loaded. */
  readonly pending: number | null;
  load(): Promise<void>;
  /**
   * The server confirmed `count` notifications read: the header's count drops at once, and a
   * count still on its way (asked before the change) is ignored.
   */
  markedRead(count: number): void;
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
    markedRead(count) {
      generation += 1;
      set((state) => (state.pending === null ? {} : { pending: Math.max(0, state.pending - count) }));
    },
    clear() {
      generation += 1;
      set({ pending: null });
    },
  }));
}
