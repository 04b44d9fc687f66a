import { LRUCache } from 'lru-cache';
import type { SearchInputs } from './repository';

/*
 * The names every food search ranks (the user's live products and recipes, and the locale), kept per user between
 * searches: a picker searches at each pause in typing, and reading them all again was the larger part of a search
 * on PGlite (docs/performance.md). An entry is used only under the stamp it was read under: the user's kept-answer
 * generation, which every write of the user moves on before its answer leaves (and, with a shared database, the
 * data version the request read), as the kept answers themselves are.
 */
export class SearchInputsCache {
  private readonly entries = new LRUCache<string, { stamp: string; inputs: Promise<SearchInputs> }>({ max: 1_000, ttl: 30_000 });

  get(userUuid: string, stamp: string, read: () => Promise<SearchInputs>): Promise<SearchInputs> {
    const kept = this.entries.get(userUuid);
    if (kept?.stamp === stamp) return kept.inputs;
    const inputs = read();
    this.entries.set(userUuid, { stamp, inputs });
    // A failed read is not kept: the next search reads again.
    inputs.catch(() => {
      if (this.entries.get(userUuid)?.inputs === inputs) this.entries.delete(userUuid);
    });
    return inputs;
  }
}
