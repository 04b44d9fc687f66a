import type { DB } from '../../db/schema';
import { nameScore } from './name-matcher';
import { findReferenceFoodImport, loadReferenceCatalogue, type ReferenceCatalogue, type ReferenceFood, type ReferenceFoodMeasure } from './repository';

/*
 * The reference foods searched in memory by the food database (GET /api/foods): built once per import (about 2 s
 * for SR's 8,790 foods) and kept until the import's fingerprint changes.
 */

export type FoodLanguage = 'en' | 'nl';

export interface ReferenceFoodHit {
  food: ReferenceFood;
  /** The name to show: the food's Dutch name for `nl` when it has one, else SR's English name. */
  name: string;
}

export class ReferenceFoodIndex {
  readonly #foods: ReferenceFood[];
  readonly #names = new Map<string, { name: string; language: FoodLanguage }[]>();
  readonly #measures: Map<string, ReferenceFoodMeasure[]>;

  constructor(catalogue: ReferenceCatalogue) {
    this.#foods = catalogue.foods;
    this.#measures = catalogue.measures;
    for (const name of catalogue.names) {
      const list = this.#names.get(name.ndbNo);
      if (list) list.push(name);
      else this.#names.set(name.ndbNo, [name]);
    }
  }

  /** Every food that answers the query, best first. */
  search(query: string, language: FoodLanguage): ReferenceFoodHit[] {
    const scored: { hit: ReferenceFoodHit; score: number }[] = [];
    for (const food of this.#foods) {
      const names = [food.name, ...(this.#names.get(food.ndbNo) ?? []).map(({ name }) => name)];
      let best: number | null = null;
      for (const name of names) {
        const score = nameScore(query, name);
        if (score !== null && (best === null || score > best)) best = score;
      }
      if (best !== null) scored.push({ hit: { food, name: this.displayName(food, language) }, score: best + food.rankBias });
    }
    return scored.sort((a, b) => b.score - a.score || a.hit.food.ndbNo.localeCompare(b.hit.food.ndbNo)).map(({ hit }) => hit);
  }

  /** A food by its NDB number, with its display name; undefined when there is none. */
  get(ndbNo: string, language: FoodLanguage): ReferenceFoodHit | undefined {
    const food = this.#foods.find((candidate) => candidate.ndbNo === ndbNo);
    return food && { food, name: this.displayName(food, language) };
  }

  measuresOf(ndbNo: string): ReferenceFoodMeasure[] {
    return this.#measures.get(ndbNo) ?? [];
  }

  displayName(food: ReferenceFood, language: FoodLanguage): string {
    if (language === 'en') return food.name;
    const dutch = (this.#names.get(food.ndbNo) ?? []).find((name) => name.language === 'nl');
    return dutch ? dutch.name.charAt(0).toUpperCase() + dutch.name.slice(1) : food.name;
  }
}

const cache = new WeakMap<DB, { fingerprint: string; index: Promise<ReferenceFoodIndex> }>();

/** The reference food index of the database, or null when no foods were imported. */
export async function referenceFoodIndexOf(db: DB): Promise<ReferenceFoodIndex | null> {
  const current = await findReferenceFoodImport(db);
  if (!current) return null;
  let cached = cache.get(db);
  if (cached?.fingerprint !== current.fingerprint) {
    cached = { fingerprint: current.fingerprint, index: loadReferenceCatalogue(db).then((catalogue) => new ReferenceFoodIndex(catalogue)) };
    cache.set(db, cached);
    cached.index.catch(() => cache.delete(db));
  }
  return cached.index;
}
