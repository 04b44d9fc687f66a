import { type NameDocument, nameDocument } from './name-document';
import { scoreName } from './name-scoring';
import type { Preparation } from './preparation-words';
import { endsInWord, type QueryWord, queryReadings, type Vocabulary } from './query-words';
import { SMALL_VOCABULARY, type TypoFinder, typoFinder } from './typo';

/*
 * Names searched in memory: an inverted index from every term (word, stem, two words written as one) to the names
 * that have it, a sorted vocabulary for unfinished words, and a deletion neighbourhood for slips. A query reads
 * only the names that have a term of each of its words, and scores those (name-scoring.ts). Several names may
 * share a key (a food's English, Dutch and everyday names): a key scores as its best name plus its bias.
 */

export interface NameEntry<K> {
  key: K;
  name: string;
  /** Added to this name's score. */
  bonus?: number;
}

/** What the index may know of a key beyond its names; a plain list of names needs none of it. */
export interface KeyFacts<K> {
  /** Added to the key's best name score (raw foods up, branded down). */
  biasOf?(key: K): number;
  /** How the key's food is prepared, for typed preparation words its name lacks. */
  preparedAs?(key: K): ReadonlySet<Preparation>;
  /**
   * Foods like the key's prepared as asked ("roasted" + chicken breast), each with what it costs to be another food.
   */
  variantsOf?(key: K, asked: readonly (readonly Preparation[])[]): { key: K; cost: number }[];
}

export interface SearchOptions {
  /** The last word may be unfinished when the text ends inside it (typing in a search box). */
  partial?: boolean;
  /** Only the last this many words are read. */
  maxWords?: number;
}

export interface NameHit<K> {
  key: K;
  score: number;
  /** The name that scored best. */
  name: string;
}

/** A name with every word but a preparation its food lacks. */
interface Missing<K> {
  key: K;
  score: number;
  name: string;
  asked: (readonly Preparation[])[];
}

/** A variant's score below the food whose name was said. */
const VARIANT_COST = 8;
/** Foods whose names were said but not their preparation whose variants are looked at. */
const VARIANT_SOURCES = 3;
const NONE: ReadonlySet<Preparation> = new Set();

export class NameIndex<K> {
  readonly #documents: NameDocument<K>[] = [];
  /** Each name's key's bias, looked up once. */
  readonly #bias: number[] = [];
  readonly #postings = new Map<string, number[]>();
  /** Built when first needed for a small vocabulary: a list of a user's products is searched once. */
  #sortedTerms: string[] | undefined;
  #typos: TypoFinder | undefined;
  readonly #vocabulary: Vocabulary;
  readonly #facts: KeyFacts<K>;

  constructor(entries: Iterable<NameEntry<K>>, facts: KeyFacts<K> = {}) {
    this.#facts = facts;
    for (const entry of entries) {
      const document = nameDocument(entry.key, entry.name, entry.bonus ?? 0);
      if (!document) continue;
      const id = this.#documents.push(document) - 1;
      this.#bias.push(facts.biasOf?.(entry.key) ?? 0);
      for (const term of document.terms) {
        const list = this.#postings.get(term);
        if (list) list.push(id);
        else this.#postings.set(term, [id]);
      }
    }
    // A large vocabulary (the reference foods) is filed for slips and sorted now, not by the first search that needs
    // it.
    if (this.#postings.size > SMALL_VOCABULARY) {
      this.#typos = typoFinder([...this.#postings.keys()]);
      this.#sortedTerms = [...this.#postings.keys()].sort();
    }
    const typos = {
      of: (word: string) => {
        this.#typos ??= typoFinder([...this.#postings.keys()]);
        return this.#typos.of(word);
      },
    };
    this.#vocabulary = {
      has: (term) => this.#postings.has(term),
      completionsOf: (prefix) => this.#completionsOf(prefix),
      typos,
    };
  }

  /** Every key with a name that answers the text, best first (ties: the order the keys were first added). */
  search(text: string, options: SearchOptions = {}): NameHit<K>[] {
    const partial = (options.partial ?? false) && endsInWord(text);
    const best = new Map<K, NameHit<K> & { order: number }>();
    const missing: Missing<K>[] = [];
    const keep = (key: K, score: number, name: string, order: number) => {
      const current = best.get(key);
      if (!current || score > current.score)
        best.set(key, { key, score, name, order: Math.min(order, current?.order ?? order) });
    };
    for (const reading of queryReadings(text, partial, this.#vocabulary, options.maxWords)) {
      for (const id of this.#candidates(reading)) {
        const document = this.#documents[id] as NameDocument<K>;
        const scored = scoreName(reading, document, () => this.#facts.preparedAs?.(document.key) ?? NONE);
        if (scored === null) continue;
        const score = scored.score + (this.#bias[id] ?? 0);
        if (scored.kind === 'match') keep(document.key, score, document.name, id);
        else missing.push({ key: document.key, score: scored.score, name: document.name, asked: scored.asked });
      }
    }
    this.#addVariants(missing, keep);
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map(({ key, score, name }) => ({ key, score, name }));
  }

  #addVariants(missing: Missing<K>[], keep: (key: K, score: number, name: string, order: number) => void) {
    const variantsOf = this.#facts.variantsOf;
    if (!variantsOf) return;
    const sources = new Map<K, Missing<K>>();
    for (const entry of missing.sort((a, b) => b.score - a.score)) {
      if (!sources.has(entry.key) && sources.size < VARIANT_SOURCES) sources.set(entry.key, entry);
    }
    for (const source of sources.values()) {
      for (const variant of variantsOf(source.key, source.asked)) {
        const score = source.score - VARIANT_COST - variant.cost + (this.#facts.biasOf?.(variant.key) ?? 0);
        keep(variant.key, score, source.name, Number.MAX_SAFE_INTEGER);
      }
    }
  }

  /**
   * The names that have a term of every word that must be in a name (not preparation or neutral words, nor an
   * unfinished word of one letter); none when only such a letter was typed.
   */
  #candidates(reading: readonly QueryWord[]): Iterable<number> {
    const required = reading.filter(
      (word) => word.preparations.length === 0 && !word.neutral && word.beginning === undefined,
    );
    const chosen = required.length > 0 ? required : reading.filter((word) => word.beginning === undefined);
    const sets = chosen.map((word) => {
      const ids = new Set<number>();
      for (const term of word.terms.keys()) for (const id of this.#postings.get(term) ?? []) ids.add(id);
      return ids;
    });
    sets.sort((a, b) => a.size - b.size);
    const [smallest, ...others] = sets;
    if (!smallest) return [];
    if (required.length === 0) return new Set(sets.flatMap((set) => [...set]));
    return [...smallest].filter((id) => others.every((set) => set.has(id)));
  }

  #completionsOf(prefix: string): string[] {
    if (this.#sortedTerms === undefined && this.#postings.size <= SMALL_VOCABULARY) {
      return [...this.#postings.keys()].filter((term) => term.startsWith(prefix));
    }
    this.#sortedTerms ??= [...this.#postings.keys()].sort();
    const terms = this.#sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((terms[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < terms.length && (terms[index] as string).startsWith(prefix); index += 1)
      found.push(terms[index] as string);
    return found;
  }
}
