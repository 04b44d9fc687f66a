import { LRUCache } from 'lru-cache';
import type { Food } from '@nutrilog/shared/schemas';
import type { DB } from '../../db/schema';
import { findSearchInputs, type SearchInputs } from './repository';

/*
 * What one user's food searches share while the user's rows stay as they are: the names every search ranks (the
 * user's live products and recipes, and the locale), and the user's products and recipes already made into members.
 * A picker searches at each pause in typing; reading the names again was the larger part of a search on PGlite, and
 * reading a page of recipes with their items' nutrients again most of the rest (docs/performance.md), while the
 * next search ("bro", "brood") mostly shows the same members.
 *
 * An entry is used only under the stamp it was read under: the user's kept-answer generation, which every write of
 * the user moves on before its answer leaves (and, with a shared database, the data version the request read), as
 * the kept answers themselves are.
 */

const MAX_KEPT_MEMBERS = 150;

/** The user's products and recipes made into members, by `<source> <uuid>` (at most MAX_KEPT_MEMBERS). */
export class KeptMembers {
  private readonly foods = new Map<string, Food>();

  get(key: string): Food | undefined {
    return this.foods.get(key);
  }

  has(key: string): boolean {
    return this.foods.has(key);
  }

  keep(key: string, food: Food): void {
    if (this.foods.size < MAX_KEPT_MEMBERS && !this.foods.has(key)) this.foods.set(key, food);
  }
}

export interface SearchMemory {
  inputs(): Promise<SearchInputs>;
  members: KeptMembers;
}

/** A search that shares nothing with any other. */
export const noSearchMemory = (db: DB, userUuid: string): SearchMemory => ({
  inputs: () => findSearchInputs(db, userUuid),
  members: new KeptMembers(),
});

export class SearchMemories {
  private readonly entries = new LRUCache<string, { stamp: string; memory: SearchMemory }>({ max: 1_000, ttl: 30_000 });

  get(userUuid: string, stamp: string, read: () => Promise<SearchInputs>): SearchMemory {
    const kept = this.entries.get(userUuid);
    if (kept?.stamp === stamp) return kept.memory;
    const inputs = read();
    const memory: SearchMemory = { inputs: () => inputs, members: new KeptMembers() };
    this.entries.set(userUuid, { stamp, memory });
    // A failed read is not kept: the next search reads again.
    inputs.catch(() => {
      if (this.entries.get(userUuid)?.memory === memory) this.entries.delete(userUuid);
    });
    return memory;
  }
}
