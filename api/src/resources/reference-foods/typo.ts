/*
 * One typing slip: a letter left out, one too many, one changed, or two neighbours swapped ("bananna", "brocoli",
 * "aardbij", "chikcen"). Found over a vocabulary without comparing a word to every other: each vocabulary word is
 * filed under itself and under every form with one letter deleted, and a typed word's own deletions are looked up
 * there (a deletion neighbourhood). The candidates are then checked with the true distance. The same lookup also
 * finds words two slips away when one deletion on each side makes them equal ("brocolli", "broccoli": "brocoli"):
 * these count for long words only.
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

export class TypoNeighbours {
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

  /** The vocabulary words one slip from `word` (two for long words), not the word itself; none for short words. */
  of(word: string): { term: string; slips: 1 | 2 }[] {
    if (word.length < MIN_TYPO_LENGTH) return [];
    const found = new Map<string, 1 | 2>();
    for (const form of [word, ...deletionsOf(word)]) {
      for (const candidate of this.#byForm.get(form) ?? []) {
        if (candidate === word || found.get(candidate) === 1) continue;
        if (withinOneSlip(word, candidate)) found.set(candidate, 1);
        else if (word.length >= MIN_TWO_TYPOS_LENGTH && candidate.length >= MIN_TWO_TYPOS_LENGTH) found.set(candidate, 2);
      }
    }
    return [...found].map(([term, slips]) => ({ term, slips }));
  }
}
