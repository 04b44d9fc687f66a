import { LRUCache } from 'lru-cache';
import type { Food } from '@nutrilog/shared/schemas';
import type { SearchInputs } from './repository';
import type { SearchMemory } from './search';

/*
 * The names every food search ranks (the user's live products and recipes, and the locale), kept per user between
 * searches: a picker searches at each pause in typing, and reading them all again was the larger part of a search
 * on PGlite (docs/performance.md). An entry is used only under the stamp it was read under: the user's kept-answer
 * generation, which every write of the user moves on before its answer leaves (and, with a shared database, the
 * data version the request read), as the kept answers themselves are. The user's products and recipes made into
 * members of earlier pages are kept with them: a picker's next search ("bro", "brood") mostly shows the same ones,
 * and reading a page of recipes with their items' nutrients again was most of such a search on PGlite.
 */
export class SearchInputsCache {
  private readonly entries = new LRUCache<string, { stamp: string; inputs: Promise<SearchInputs>; members: Map<string, Food> }>({ max: 1_000, ttl: 30_000 });

  get(userUuid: string, stamp: string, read: () => Promise<SearchInputs>): SearchMemory {
    const kept = this.entries.get(userUuid);
    if (kept?.stamp === stamp) return { inputs: () => kept.inputs, members: kept.members };
    const inputs = read();
    const members = new Map<string, Food>();
    this.entries.set(userUuid, { stamp, inputs, members });
    // A failed read is not kept: the next search reads again.
    inputs.catch(() => {
      if (this.entries.get(userUuid)?.inputs === inputs) this.entries.delete(userUuid);
    });
    return { inputs: () => inputs, members };
  }
}
