import type { ReferenceCatalogue, ReferenceFood } from '../reference-foods/repository';
import { foodStems, foodWords } from './food-words';

/*
 * Finds the reference food a few words mean, in memory (a prompt is answered in well under 50 ms).
 * 1. An exact name: the words, as stems, are one of the food's names in either language ("banana", "bananen",
 *    "chicken breasts", "volkoren brood" for "volkorenbrood"). The everyday-name tables make these the common case.
 * 2. Otherwise every word must be in the food's name, and the best name wins: its first part (SR's noun, "Bananas"
 *    in "Bananas, raw") said in the prompt, few words beyond the prompt's, then raw before cooked and whole foods
 *    before branded or prepared ones (the import's rank bias).
 * 3. When no name has every word, the words that find nothing are dropped, fewest first, and reported as unmatched.
 */

export interface ReferenceMatch {
  food: ReferenceFood;
  /** Words of the prompt left out to find the food, as normalized. */
  ignored: string[];
}

interface NameDocument {
  food: ReferenceFood;
  stems: Set<string>;
  /** Stems of the name's first comma-separated part. */
  head: string[];
}

/** Words in names that say nothing about what the food is, so do not count against a name. */
const NEUTRAL_STEMS = new Set(['raw', 'fresh', 'plain', 'regular', 'commercial', 'prepared', 'ready', 'to', 'serve', 'eat']);

/** At most this many words are searched: a longer phrase is no food name. */
const MAX_WORDS = 6;

const stemKey = (stems: readonly string[]) => stems.join(' ');

export class ReferenceSearch {
  readonly #exact = new Map<string, ReferenceFood[]>();
  readonly #postings = new Map<string, Set<NameDocument>>();

  constructor(catalogue: ReferenceCatalogue) {
    const foods = new Map(catalogue.foods.map((food) => [food.ndbNo, food]));
    for (const name of catalogue.names) {
      const food = foods.get(name.ndbNo);
      if (!food) continue;
      const stems = foodStems(name.name);
      if (stems.length === 0) continue;
      for (const key of new Set([stemKey(stems), stems.join('')])) this.#addExact(key, food);
      const document: NameDocument = { food, stems: new Set(stems), head: foodStems(name.name.split(',')[0] ?? '') };
      for (const stem of document.stems) {
        const set = this.#postings.get(stem);
        if (set) set.add(document);
        else this.#postings.set(stem, new Set([document]));
      }
    }
    for (const list of this.#exact.values()) list.sort(byRank);
  }

  /** The best food for the words, or null when not one of them is in any name. */
  find(words: string): ReferenceMatch | null {
    const said = foodWords(words).slice(-MAX_WORDS);
    const stems = [...new Set(said.map(({ stem }) => stem))];
    if (stems.length === 0) return null;
    const wordsOf = (left: readonly string[]) => said.filter(({ stem }) => left.includes(stem)).map(({ word }) => word);
    const exact = this.#exact.get(stemKey(stems)) ?? this.#exact.get(stems.join(''));
    if (exact?.[0]) return { food: exact[0], ignored: [] };
    for (let keep = stems.length; keep > 0; keep -= 1) {
      const best = subsetsOf(stems, keep)
        .map((subset) => this.#best(subset))
        .filter((match) => match !== null)
        .sort((a, b) => b.score - a.score)[0];
      if (best) return { food: best.food, ignored: wordsOf(stems.filter((stem) => !best.subset.includes(stem))) };
    }
    return null;
  }

  #addExact(key: string, food: ReferenceFood) {
    const list = this.#exact.get(key);
    if (!list) this.#exact.set(key, [food]);
    else if (!list.includes(food)) list.push(food);
  }

  #best(subset: readonly string[]): { food: ReferenceFood; score: number; subset: readonly string[] } | null {
    const exact = this.#exact.get(stemKey(subset));
    if (exact?.[0]) return { food: exact[0], score: 100 + subset.length * 10, subset };
    const postings = subset.map((stem) => this.#postings.get(stem) ?? new Set<NameDocument>()).sort((a, b) => a.size - b.size);
    const [smallest, ...others] = postings;
    if (!smallest || smallest.size === 0) return null;
    let best: { food: ReferenceFood; score: number; subset: readonly string[] } | null = null;
    for (const document of smallest) {
      if (!others.every((set) => set.has(document))) continue;
      const score = scoreName(document, subset) + subset.length * 10;
      if (!best || score > best.score || (score === best.score && byRank(document.food, best.food) < 0)) best = { food: document.food, score, subset };
    }
    return best;
  }
}

function scoreName(document: NameDocument, words: readonly string[]): number {
  const said = new Set(words);
  const headMissing = document.head.filter((stem) => !said.has(stem)).length;
  const extra = [...document.stems].filter((stem) => !said.has(stem) && !NEUTRAL_STEMS.has(stem)).length;
  return (headMissing === 0 ? 6 : -3 * headMissing) - 0.4 * extra + 1.5 * document.food.rankBias;
}

function byRank(a: ReferenceFood, b: ReferenceFood): number {
  return b.rankBias - a.rankBias || a.ndbNo.localeCompare(b.ndbNo);
}

/** The subsets of `items` of a given size, keeping their order; the last word (English's head noun) first. */
function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === items.length) return [[...items]];
  const result: T[][] = [];
  const walk = (start: number, chosen: T[]) => {
    if (chosen.length === size) {
      result.push([...chosen]);
      return;
    }
    for (let index = start; index < items.length; index += 1) walk(index + 1, [...chosen, items[index] as T]);
  };
  walk(0, []);
  return result.sort((a, b) => Number(b.includes(items.at(-1) as T)) - Number(a.includes(items.at(-1) as T)));
}
