/** Whether the API answered the last request, and if not, since when the oldest saved answer shown was saved. */
export interface Connectivity {
  offline: boolean;
  /** The oldest saved answer given back since the API stopped answering (ms since the epoch), if any was. */
  savedAt: number | null;
}

export interface ConnectivityState {
  getSnapshot(): Connectivity;
  subscribe(listener: () => void): () => void;
}

const ONLINE: Connectivity = { offline: false, savedAt: null };

/** The client's view of the connection, for `useSyncExternalStore`: set by its requests' outcomes. */
export function createConnectivity() {
  let state = ONLINE;
  const listeners = new Set<() => void>();
  const set = (next: Connectivity) => {
    if (next.offline === state.offline && next.savedAt === state.savedAt) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The API answered (whatever the status). */
    reached: () => set(ONLINE),
    /** The API could not be reached; `savedAt` when a saved answer was given back instead. */
    unreachable(savedAt?: number) {
      const oldest =
        savedAt === undefined || (state.savedAt !== null && state.savedAt < savedAt) ? state.savedAt : savedAt;
      set({ offline: true, savedAt: oldest });
    },
  };
}
