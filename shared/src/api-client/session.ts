/**
 * The signed-in state: one access token in local storage under its documented key
 * (docs/product.md#notices-and-state-changes).
 */
export const ACCESS_TOKEN_KEY = 'access-token';

export type SessionListener = (token: string | null) => void;

export interface Session {
  getToken(): string | null;
  setToken(token: string): void;
  clear(): void;
  subscribe(listener: SessionListener): () => void;
}

export function createSession(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage): Session {
  const listeners = new Set<SessionListener>();
  const emit = () => listeners.forEach((l) => l(storage.getItem(ACCESS_TOKEN_KEY)));
  return {
    getToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    setToken(token) {
      storage.setItem(ACCESS_TOKEN_KEY, token);
      emit();
    },
    clear() {
      if (storage.getItem(ACCESS_TOKEN_KEY) === null) return;
      storage.removeItem(ACCESS_TOKEN_KEY);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
