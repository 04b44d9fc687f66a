import type { DB } from '../../db/schema';
import { DUTCH_FOOD_NAMES } from './dutch-names';
import { ENGLISH_FOOD_NAMES } from './english-names';
import { FoodVariants } from './food-variants';
import { foodWords } from './match-words';
import { NameIndex } from './name-index';
import { normalizeFoodName } from './normalize';
import { type Preparation, preparationsOfWords } from './preparation-words';
import {
  findReferenceFoodImport,
  loadReferenceCatalogue,
  type ReferenceCatalogue,
  type ReferenceFood,
  type ReferenceFoodMeasure,
} from './repository';

/*
 * The reference foods searched in memory by the food database (GET /api/foods) and the text fill-in: built once
 * per import and kept until the import's fingerprint changes. Every name of a food is searched, English and
 * Dutch alike (name-index.ts); a food ranks by its best name plus its rank bias (raw foods first, branded and
 * prepared foods last).
 */

export type FoodLanguage = 'en' | 'nl';

export interface ReferenceFoodHit {
  food: ReferenceFood;
  /** The name to show: the food's Dutch name for `nl` when it has one, else SR's English name. */
  name: string;
}

/** A food's rank bias (+1 raw, −2 branded, …) in score points: about one extra word of the name per step. */
export const RANK_BIAS_WEIGHT = 12;
/** Everyday names (english-names.ts, dutch-names.ts) above SR's names of the same words; SR's common names below. */
const CURATED_NAME_BONUS = 6;
const COMMON_NAME_BONUS = -2;

const curatedKey = (ndbNo: string, name: string) => `${ndbNo} ${normalizeFoodName(name)}`;
const CURATED = new Set([...ENGLISH_FOOD_NAMES, ...DUTCH_FOOD_NAMES].map(([name, ndbNo]) => curatedKey(ndbNo, name)));
/** A Dutch name's place in the table: the first one listed is the one shown ("banaan", not "bananen"). */
const DUTCH_ORDER = new Map(DUTCH_FOOD_NAMES.map(([name, ndbNo], index) => [curatedKey(ndbNo, name), index]));

export class ReferenceFoodIndex {
  readonly #foods = new Map<string, ReferenceFood>();
  readonly #dutchNames = new Map<string, string>();
  readonly #preparations = new Map<string, Set<Preparation>>();
  readonly #measures: Map<string, ReferenceFoodMeasure[]>;
  readonly #index: NameIndex<string>;

  constructor(catalogue: ReferenceCatalogue) {
    this.#measures = catalogue.measures;
    for (const food of catalogue.foods) this.#foods.set(food.ndbNo, food);
    const namesOf = new Map<string, string[]>();
    for (const { ndbNo, name, language } of catalogue.names) {
      if (!this.#foods.has(ndbNo)) continue;
      namesOf.set(ndbNo, [...(namesOf.get(ndbNo) ?? []), name]);
      if (language === 'nl') this.#keepDutchName(ndbNo, name);
    }
    for (const food of catalogue.foods) {
      const preparations = preparationsOfWords(
        (namesOf.get(food.ndbNo) ?? [food.name]).flatMap((name) => foodWords(name).map(({ word }) => word)),
      );
      if (food.isRaw) preparations.add('raw');
      else preparations.delete('raw');
      this.#preparations.set(food.ndbNo, preparations);
    }
    const variants = new FoodVariants(catalogue.foods, (ndbNo) => this.#preparedAs(ndbNo));
    this.#index = new NameIndex(
      catalogue.names
        .filter(({ ndbNo }) => this.#foods.has(ndbNo))
        .map(({ ndbNo, name }) => ({ key: ndbNo, name, bonus: this.#bonusOf(ndbNo, name) })),
      {
        biasOf: (ndbNo) => RANK_BIAS_WEIGHT * (this.#foods.get(ndbNo)?.rankBias ?? 0),
        preparedAs: (ndbNo) => this.#preparedAs(ndbNo),
        variantsOf: (ndbNo, asked) => variants.variantsOf(ndbNo, asked),
      },
    );
  }

  /**
   * Every food that answers the query, best first. `partial`: the last word may be unfinished (the default: a search
   * box).
   */
  search(
    query: string,
    language: FoodLanguage,
    options: { partial?: boolean; maxWords?: number } = {},
  ): ReferenceFoodHit[] {
    return this.scored(query, { partial: true, ...options }).map(({ food }) => ({
      food,
      name: this.displayName(food, language),
    }));
  }

  /** The same as `search`, with each food's score (higher is better) and the name that scored it. */
  scored(
    query: string,
    options: { partial?: boolean; maxWords?: number } = {},
  ): { food: ReferenceFood; score: number; matchedName: string }[] {
    return this.#index
      .search(query, options)
      .map(({ key, score, name }) => ({ food: this.#foods.get(key) as ReferenceFood, score, matchedName: name }));
  }

  /** A food by its NDB number, with its display name; undefined when there is none. */
  get(ndbNo: string, language: FoodLanguage): ReferenceFoodHit | undefined {
    const food = this.#foods.get(ndbNo);
    return food && { food, name: this.displayName(food, language) };
  }

  measuresOf(ndbNo: string): ReferenceFoodMeasure[] {
    return this.#measures.get(ndbNo) ?? [];
  }

  displayName(food: ReferenceFood, language: FoodLanguage): string {
    const dutch = language === 'nl' ? this.#dutchNames.get(food.ndbNo) : undefined;
    return dutch ? dutch.charAt(0).toUpperCase() + dutch.slice(1) : food.name;
  }

  #preparedAs(ndbNo: string): ReadonlySet<Preparation> {
    return this.#preparations.get(ndbNo) ?? new Set();
  }

  #bonusOf(ndbNo: string, name: string): number {
    if (CURATED.has(curatedKey(ndbNo, name))) return CURATED_NAME_BONUS;
    return this.#foods.get(ndbNo)?.name === name ? 0 : COMMON_NAME_BONUS;
  }

  #keepDutchName(ndbNo: string, name: string) {
    const current = this.#dutchNames.get(ndbNo);
    const place = (candidate: string) => DUTCH_ORDER.get(curatedKey(ndbNo, candidate)) ?? Number.MAX_SAFE_INTEGER;
    if (current === undefined || place(name) < place(current)) this.#dutchNames.set(ndbNo, name);
  }
}

/**
 * How long a read of the import record is trusted before the next search reads it again. An import in this process
 * makes the next search read it at once (`referenceFoodsReplaced`); one by the CLI or another API process is seen
 * within this time. Reading the record on every search was a round trip of about 1.5 ms of a 7 ms search on PGlite
 * (docs/performance.md).
 */
export const IMPORT_RECHECK_MS = 5_000;

/** The index of a database's import, with when its record was read and under which of this process's replacements. */
interface KeptIndex {
  fingerprint: string;
  index: Promise<ReferenceFoodIndex>;
  /** Whether `index` has been built (the health check's "indexed"). */
  built: boolean;
  checkedAt: number;
  replacement: number;
}

const cache = new WeakMap<DB, KeptIndex>();
/**
 * How many times this process replaced each database's reference rows: a read made before the last one is not trusted.
 */
const replacements = new WeakMap<DB, number>();
const replacementsOf = (db: DB) => replacements.get(db) ?? 0;

/** The reference rows of `db` were replaced in this process: the next search reads the import record again. */
export function referenceFoodsReplaced(db: DB): void {
  replacements.set(db, replacementsOf(db) + 1);
}

/** The kept index of the database's import (made when there is none yet), or null when no foods were imported. */
async function keptIndexOf(db: DB): Promise<KeptIndex | null> {
  const kept = cache.get(db);
  if (kept?.replacement === replacementsOf(db) && performance.now() - kept.checkedAt < IMPORT_RECHECK_MS) return kept;
  const read = { replacement: replacementsOf(db), checkedAt: performance.now() };
  const current = await findReferenceFoodImport(db);
  if (!current) {
    cache.delete(db);
    return null;
  }
  const same = cache.get(db);
  if (same?.fingerprint === current.fingerprint) return Object.assign(same, read);
  const made: KeptIndex = {
    fingerprint: current.fingerprint,
    index: loadReferenceCatalogue(db).then((catalogue) => {
      const index = new ReferenceFoodIndex(catalogue);
      made.built = true;
      return index;
    }),
    built: false,
    ...read,
  };
  cache.set(db, made);
  made.index.catch(() => {
    if (cache.get(db) === made) cache.delete(db);
  });
  return made;
}

/** The reference food index of the database, or null when no foods were imported. */
export async function referenceFoodIndexOf(db: DB): Promise<ReferenceFoodIndex | null> {
  return (await keptIndexOf(db))?.index ?? null;
}

/**
 * Whether the database's reference foods can be searched now, without waiting for them: 'none' when none were
 * imported, 'indexing' while their index is being built (started here when it was not), 'indexed' after.
 */
export async function referenceFoodIndexState(db: DB): Promise<'none' | 'indexing' | 'indexed'> {
  const kept = await keptIndexOf(db);
  if (kept === null) return 'none';
  return kept.built ? 'indexed' : 'indexing';
}
