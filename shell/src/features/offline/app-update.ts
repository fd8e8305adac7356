import { create } from 'zustand';

interface AppUpdateState {
  /** Set once a new version waits: switches to it (the page then reloads). */
  apply: (() => void) | null;
  offer: (apply: () => void) => void;
}

/** A new version of the site, waiting for the person's go-ahead. */
export const useAppUpdate = create<AppUpdateState>()((set) => ({
  apply: null,
  offer: (apply) => set({ apply }),
}));
