export type TestStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Storage in memory (localStorage's three methods). */
export function memoryStorage(initial: Record<string, string> = {}): TestStorage {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
