import { createStore, type StoreApi } from 'zustand/vanilla';

/** The shell's overlays. §2: after each navigation open modals and backdrops are cleared. */
export type OverlayName = 'mobileMenu' | 'leadPopup' | 'accountMenu' | `department:${string}`;

export interface OverlayStoreState {
  readonly open: OverlayName | null;
  setOpen(name: OverlayName, open: boolean): void;
  closeAll(): void;
}

export type OverlayStore = StoreApi<OverlayStoreState>;

export function createOverlayStore(): OverlayStore {
  return createStore<OverlayStoreState>()((set, get) => ({
    open: null,
    setOpen(name, open) {
      if (open) set({ open: name });
      else if (get().open === name) set({ open: null });
    },
    closeAll: () => set({ open: null }),
  }));
}
