import type { ReferenceFoodIndex } from '../reference-foods/food-index';
import { foodWords } from '../reference-foods/match-words';
import type { ReferenceFood } from '../reference-foods/repository';

/*
 * Finds the reference food a few words of a prompt mean, with the food search's own matcher
 * (reference-foods/name-index.ts): exact names, names that begin with the words, names with all of them; a
 * preparation word the food answers ("gekookte aardappelen", "grilled chicken breast"); one slip per word. The
 * words are complete (no unfinished last word) and only the last six are read: a longer phrase is no food name.
 * When no name has every word, as few words as possible are dropped (the last word, English's noun, is kept when
 * it can be) and reported as unmatched.
 */

export interface ReferenceMatch {
  food: ReferenceFood;
  /** Words of the prompt left out to find the food, as normalized. */
  ignored: string[];
}

const MAX_WORDS = 6;

export class ReferenceSearch {
  readonly #index: ReferenceFoodIndex;

  constructor(index: ReferenceFoodIndex) {
    this.#index = index;
  }

  /** The best food for the words, or null when not one of them is in any name. */
  find(words: string): ReferenceMatch | null {
    const said = foodWords(words)
      .slice(-MAX_WORDS)
      .map(({ word }) => word);
    if (said.length === 0) return null;
    for (let keep = said.length; keep > 0; keep -= 1) {
      let best: { food: ReferenceFood; score: number; kept: readonly number[] } | null = null;
      for (const kept of subsetsOf(said.length, keep)) {
        const [hit] = this.#index.scored(kept.map((at) => said[at]).join(' '), { partial: false });
        if (hit && (!best || hit.score > best.score)) best = { ...hit, kept };
      }
      if (best) return { food: best.food, ignored: said.filter((_word, at) => !best.kept.includes(at)) };
    }
    return null;
  }
}

/** The ways of keeping `size` of `count` words, in order; those that keep the last word first. */
function subsetsOf(count: number, size: number): number[][] {
  const result: number[][] = [];
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length === size) {
      result.push(chosen);
      return;
    }
    for (let index = start; index < count; index += 1) walk(index + 1, [...chosen, index]);
  };
  walk(0, []);
  return result.sort((a, b) => Number(b.includes(count - 1)) - Number(a.includes(count - 1)));
}
