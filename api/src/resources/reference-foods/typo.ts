/*
 * One typing slip: a letter left out, one too many, one changed, or two neighbours swapped ("bananna", "brocoli",
 * "aardbij", "chikcen"). Found over a vocabulary without comparing a word to every other: each vocabulary word is
 * filed under itself and under every form with one letter deleted, and a typed word's own deletions are looked up
 * there (a deletion neighbourhood). The candidates are then checked with the true distance. The same lookup also
 * finds words two slips away when one deletion on each side makes them equal ("brocolli", "broccoli": "brocoli"):
 * these count for long words only. A small vocabulary is scanned instead: filing it would cost more than a scan.
 */

/** Words shorter than this are not corrected: one slip in three letters makes another word too often. */
export const MIN_TYPO_LENGTH = 4;
/** Words at least this long may have two slips. */
export const MIN_TWO_TYPOS_LENGTH = 8;

function deletionsOf(word: string): string[] {
  const forms = new Set<string>();
  for (let index = 0; index < word.length; index += 1) forms.add(word.slice(0, index) + word.slice(index + 1));
  return [...forms];
}

/** Whether two words are at most one slip apart (optimal string alignment distance ≤ 1). */
export function withinOneSlip(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/** Whether one deletion from each of two words of the same length makes them equal (two slips, or one swap). */
function shareADeletion(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const forms = new Set(deletionsOf(a));
  return deletionsOf(b).some((form) => forms.has(form));
}

/** Finds the words of a vocabulary a few slips from a typed word. */
export interface TypoFinder {
  /** The vocabulary words one slip from `word` (two for long words), not the word itself; none for short words. */
  of(word: string): { term: string; slips: 1 | 2 }[];
}

const slipsBetween = (word: string, candidate: string): 1 | 2 | null => {
  if (withinOneSlip(word, candidate)) return 1;
  return word.length >= MIN_TWO_TYPOS_LENGTH &&
    candidate.length >= MIN_TWO_TYPOS_LENGTH &&
    shareADeletion(word, candidate)
    ? 2
    : null;
};

/** A small vocabulary (a user's own products) is compared word by word: cheaper than filing every deletion. */
class TypoScan implements TypoFinder {
  readonly #vocabulary: readonly string[];

  constructor(vocabulary: Iterable<string>) {
    this.#vocabulary = [...vocabulary];
  }

  of(word: string): { term: string; slips: 1 | 2 }[] {
    if (word.length < MIN_TYPO_LENGTH) return [];
    const found: { term: string; slips: 1 | 2 }[] = [];
    for (const candidate of this.#vocabulary) {
      if (candidate === word || Math.abs(candidate.length - word.length) > 1) continue;
      const slips = slipsBetween(word, candidate);
      if (slips !== null) found.push({ term: candidate, slips });
    }
    return found;
  }
}

/** Up to this many words, a vocabulary is scanned rather than filed by deletions (or sorted, for beginnings). */
export const SMALL_VOCABULARY = 3000;

/** The typo finder for a vocabulary of this size. */
export function typoFinder(vocabulary: readonly string[]): TypoFinder {
  return vocabulary.length <= SMALL_VOCABULARY ? new TypoScan(vocabulary) : new TypoNeighbours(vocabulary);
}

export class TypoNeighbours implements TypoFinder {
  readonly #byForm = new Map<string, string[]>();

  constructor(vocabulary: Iterable<string>) {
    for (const word of vocabulary) {
      if (word.length < MIN_TYPO_LENGTH - 1) continue;
      for (const form of [word, ...deletionsOf(word)]) {
        const list = this.#byForm.get(form);
        if (list) list.push(word);
        else this.#byForm.set(form, [word]);
      }
    }
  }

  of(word: string): { term: string; slips: 1 | 2 }[] {
    if (word.length < MIN_TYPO_LENGTH) return [];
    const found = new Map<string, 1 | 2>();
    for (const form of [word, ...deletionsOf(word)]) {
      for (const candidate of this.#byForm.get(form) ?? []) {
        if (candidate === word || found.get(candidate) === 1) continue;
        const slips = slipsBetween(word, candidate);
        if (slips !== null) found.set(candidate, slips);
      }
    }
    return [...found].map(([term, slips]) => ({ term, slips }));
  }
}
