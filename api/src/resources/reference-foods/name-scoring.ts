import type { NameDocument } from './name-document';
import { type Preparation, preparationFit } from './preparation-words';
import type { QueryWord, WordMatch } from './query-words';

/*
 * How well one name answers the typed words. Every typed word must be a word of the name (the same stem, the
 * unfinished last word beginning one, or one slip away), except:
 * - a preparation word the food itself answers ("gekookte aardappel": the name "aardappel" of boiled potatoes);
 * - a neutral word ("fresh", "plain").
 * Then, by tier: the exact name (no other words, in order); a prefix of the name (its first words, in order, neutral
 * words aside: "Bananas, raw" for "banana"; or its first words after SR's noun when the noun was not said:
 * "Nuts, almonds" for "almonds"); all words present. Within a tier, every other word of the name costs (raw, fresh,
 * plain and the like do not), a
 * missing word of the name's first part (SR's noun) costs more, and so do slips, unfinished words and
 * preparations answered only by the food or only nearly (roasted for grilled).
 */

export const TIER = { exact: 3000, prefix: 2000, allWords: 1000 } as const;

export const COST = {
  extraWord: 10,
  missingHeadWord: 6,
  prefix: 3,
  typo: 20,
  twoTypos: 30,
  neutralUnsaid: 3,
  preparationOfFood: 4,
  preparationNear: 15,
} as const;

const MATCH_COST: Record<WordMatch, number> = {
  exact: 0,
  prefix: COST.prefix,
  typo: COST.typo,
  twoTypos: COST.twoTypos,
};
const MATCH_RANK: Record<WordMatch, number> = { exact: 0, prefix: 1, typo: 2, twoTypos: 3 };

export type NameScore =
  | { kind: 'match'; score: number }
  /** Every other word is in the name, but the food is not prepared as asked: the food's variants may be. */
  | { kind: 'preparationMissing'; score: number; asked: (readonly Preparation[])[] };

interface Position {
  index: number;
  width: 1 | 2;
  match: WordMatch;
}

function bestPosition(word: QueryWord, document: NameDocument<unknown>, used: Uint8Array): Position | null {
  let best: Position | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  const { words, stems } = document;
  for (let index = 0; index < words.length && bestRank > 0; index += 1) {
    if (used[index] === 1) continue;
    const nameWord = words[index] as string;
    const wordMatch =
      word.terms.get(nameWord) ??
      (word.beginning !== undefined && nameWord.startsWith(word.beginning) ? 'prefix' : undefined);
    const stemMatch = word.terms.get(stems[index] as string);
    const match =
      wordMatch === undefined || (stemMatch !== undefined && MATCH_RANK[stemMatch] < MATCH_RANK[wordMatch])
        ? stemMatch
        : wordMatch;
    if (match !== undefined && MATCH_RANK[match] < bestRank) {
      best = { index, width: 1, match };
      bestRank = MATCH_RANK[match];
    }
    const next = words[index + 1];
    if (next === undefined || used[index + 1] === 1) continue;
    const joined = word.terms.get(nameWord + next);
    if (joined !== undefined && MATCH_RANK[joined] < bestRank) {
      best = { index, width: 2, match: joined };
      bestRank = MATCH_RANK[joined];
    }
  }
  return best;
}

/** The score of `document` for the typed words (higher is better), or null when it does not answer them. */
export function scoreName(
  words: readonly QueryWord[],
  document: NameDocument<unknown>,
  preparedAs: () => ReadonlySet<Preparation>,
): NameScore | null {
  const used = new Uint8Array(document.words.length);
  const order: number[] = [];
  const asked: (readonly Preparation[])[] = [];
  let cost = 0;
  let unfinished = false;
  for (const word of words) {
    const position = bestPosition(word, document, used);
    if (position) {
      for (let offset = 0; offset < position.width; offset += 1) used[position.index + offset] = 1;
      order.push(position.index);
      cost += MATCH_COST[position.match];
      unfinished ||= position.match === 'prefix';
      continue;
    }
    if (word.neutral) {
      cost += COST.neutralUnsaid;
      continue;
    }
    if (word.preparations.length === 0) return null;
    const fit = preparationFit(word.preparations, preparedAs());
    if (fit === null) asked.push(word.preparations);
    else cost += fit === 'same' ? COST.preparationOfFood : COST.preparationNear;
  }
  let extra = 0;
  let neutralUnsaid = 0;
  let headMissing = 0;
  let lastSaid = -1;
  let gapBeforeLastSaid = false;
  for (let index = 0; index < document.words.length; index += 1) {
    const said = used[index] === 1;
    if (said) lastSaid = index;
    if (!said && document.neutral[index]) neutralUnsaid += 1;
    if (said || document.neutral[index]) continue;
    extra += 1;
    if (index < document.headLength) headMissing += 1;
  }
  // The words begin the name, or begin it after its first part when none of that part was said ("almonds" in
  // "Nuts, almonds"; "kellogg corn flakes" in "Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes").
  const headSaid = used.subarray(0, document.headLength).includes(1);
  const from = headSaid || document.headLength >= document.words.length ? 0 : document.headLength;
  for (let index = from; index < lastSaid; index += 1)
    if (used[index] === 0 && !document.neutral[index]) gapBeforeLastSaid = true;
  const inOrder = order.every((index, at) => at === 0 || index > (order[at - 1] ?? -1));
  const exact = extra === 0 && neutralUnsaid === 0 && !unfinished;
  const tier = order.length === 0 || !inOrder || gapBeforeLastSaid ? TIER.allWords : exact ? TIER.exact : TIER.prefix;
  const score = tier - COST.extraWord * extra - COST.missingHeadWord * headMissing - cost + document.bonus;
  return asked.length > 0 ? { kind: 'preparationMissing', score, asked } : { kind: 'match', score };
}
